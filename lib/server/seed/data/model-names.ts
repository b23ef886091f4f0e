/** Brand-free model names. The generator walks them in order, then adds a second word. */
export const MODEL_NAMES: readonly string[] = [
  'Harper', 'Milo', 'Juniper', 'Atlas', 'Iris', 'Sawyer', 'Nova', 'Felix', 'Hazel', 'Otis',
  'Clementine', 'Rowan', 'Wren', 'Jasper', 'Luna', 'Emmett', 'Ivy', 'Hugo', 'Sage', 'Arlo',
  'Margot', 'Theo', 'Willa', 'Beckett', 'Cora', 'Silas', 'Poppy', 'August', 'Delphine', 'Finn',
  'Greta', 'Ezra', 'Maple', 'Rhys', 'Odette', 'Calder', 'Linden', 'Vera', 'Bram', 'Celeste',
  'Dexter', 'Elodie', 'Gideon', 'Marlow', 'Quinn', 'Rosalind', 'Soren', 'Tessa', 'Umber', 'Vale',
  'Winslow', 'Yara', 'Zephyr', 'Alder', 'Briar', 'Cassius', 'Dahlia', 'Ellis', 'Flora', 'Grady',
  'Hollis', 'Ingrid', 'Jude', 'Kit', 'Lark', 'Monroe', 'Nell', 'Orla', 'Piper', 'Reed',
  'Stellan', 'Thea', 'Upton', 'Viola', 'Wilder', 'Xander', 'Yves', 'Zadie', 'Amos', 'Bea',
  'Conrad', 'Dot', 'Elias', 'Fern', 'Gus', 'Hattie', 'Ines', 'Jonah', 'Kestrel', 'Leona',
  'Mabel', 'Nico', 'Olive', 'Pascal', 'Remy', 'Sloane', 'Tobias', 'Ursa', 'Vincent', 'Winona',
  'Aurelia', 'Bastian', 'Colette', 'Dorian', 'Esme', 'Fletcher', 'Gemma', 'Hale', 'Imogen', 'Lowell',
  'Mira', 'Nolan', 'Oriel', 'Perrin', 'Romy', 'Sutton', 'Tamsin', 'Wells', 'Ada', 'Bowie',
];

/** Second words for later passes through MODEL_NAMES, so names stay distinct for longer. */
export const NAME_SUFFIXES: readonly string[] = [
  'Classic', 'Slim', 'Bold', 'Air', 'Grand', 'Petite', 'Studio', 'Edit', 'Heritage', 'Flex', 'Duo', 'Luxe',
];

/** Names of kids' frames get a playful second word instead. */
export const KIDS_SUFFIXES: readonly string[] = ['Junior', 'Kids', 'Mini', 'Sprout'];
