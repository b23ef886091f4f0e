export * from './catalog';
export * from './content';
export * from './reference';
