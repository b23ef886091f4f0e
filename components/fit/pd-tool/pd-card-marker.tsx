'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CardCorners, ImagePoint } from '@/lib/shop/face-sample';
import { cardRuler, ID1_CARD_MM } from '@/lib/shop/pd-ruler';
import styles from './pd-tool.module.css';

const CORNERS = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
type Corner = (typeof CORNERS)[number];
const CORNER_NAMES: Readonly<Record<Corner, string>> = {
  topLeft: 'top left',
  topRight: 'top right',
  bottomRight: 'bottom right',
  bottomLeft: 'bottom left',
};
/** How far an arrow key moves a corner, in the picture's pixels. */
const KEY_STEP_PX = 2;

/** A card's outline to start from: ID-1's shape, 40 % of the picture wide, over the forehead. */
function startingCorners(width: number, height: number): CardCorners {
  const cardWidth = width * 0.4;
  const cardHeight = (cardWidth * ID1_CARD_MM.height) / ID1_CARD_MM.width;
  const left = (width - cardWidth) / 2;
  const top = Math.max(0, height * 0.12);
  return {
    topLeft: { x: left, y: top },
    topRight: { x: left + cardWidth, y: top },
    bottomRight: { x: left + cardWidth, y: top + cardHeight },
    bottomLeft: { x: left, y: top + cardHeight },
  };
}

interface Props {
  /** The still frame, as the camera took it. */
  still: HTMLCanvasElement;
  onCard: (corners: CardCorners) => void;
  onCancel: () => void;
}

/**
 * The card ruler (docs/product.md#pd-measure): on a still frame the shopper drags four handles onto
 * the corners of the card held flat to the forehead (or moves them with the arrow keys); a card
 * whose shape is not ID-1's is refused as tilted, in the ruler's own words.
 */
export function PdCardMarker({ still, onCard, onCancel }: Props) {
  const { width, height } = still;
  const [corners, setCorners] = useState(() => startingCorners(width, height));
  const [dragging, setDragging] = useState<Corner | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const picture = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    shown.current?.getContext('2d')?.drawImage(still, 0, 0);
  }, [still]);

  const move = (corner: Corner, point: ImagePoint) => {
    const clamped = { x: Math.min(width, Math.max(0, point.x)), y: Math.min(height, Math.max(0, point.y)) };
    setCorners((current) => ({ ...current, [corner]: clamped }));
    setProblem(null);
  };
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    const box = picture.current?.getBoundingClientRect();
    if (!dragging || !box || box.width === 0) return;
    move(dragging, {
      x: ((event.clientX - box.left) / box.width) * width,
      y: ((event.clientY - box.top) / box.height) * height,
    });
  };
  const nudge = (corner: Corner, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[event.key];
    if (!step) return;
    event.preventDefault();
    const [dx = 0, dy = 0] = step;
    move(corner, { x: corners[corner].x + dx * KEY_STEP_PX, y: corners[corner].y + dy * KEY_STEP_PX });
  };
  const use = () => {
    const ruler = cardRuler(corners);
    if (ruler.ok) onCard(corners);
    else setProblem(ruler.message);
  };

  return (
    <div className={styles.card} data-testid="pd-card">
      <p className={styles.note}>Drag the four handles onto the corners of your card.</p>
      <div
        ref={picture}
        className={styles.still}
        onPointerMove={drag}
        onPointerUp={() => setDragging(null)}
        onPointerLeave={() => setDragging(null)}
      >
        <canvas ref={shown} width={width} height={height} className={styles.stillPicture} />
        {CORNERS.map((corner) => (
          <button
            key={corner}
            type="button"
            className={styles.handle}
            style={{
              left: `${(corners[corner].x / width) * 100}%`,
              top: `${(corners[corner].y / height) * 100}%`,
            }}
            aria-label={`Card corner, ${CORNER_NAMES[corner]}: move with the arrow keys`}
            onPointerDown={(event) => {
              event.preventDefault();
              setDragging(corner);
            }}
            onKeyDown={(event) => nudge(corner, event)}
            data-testid={`pd-card-${corner}`}
          />
        ))}
      </div>
      {problem ? (
        <p role="alert" data-testid="pd-card-problem">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={use} data-testid="pd-card-use">
          Measure with this card
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
