import { PhotoWallIsland } from './photo-wall-island';
import styles from './photo-wall.module.css';

/**
 * The home page's photo wall: shoppers wearing their frames. It is the foot of the page, so its
 * photos, their code and the frame cards of their detail views come once it is near; the heading
 * is in the HTML.
 */
export function PhotoWall({ shopName }: { shopName: string }) {
  return (
    <section className={styles.wall} aria-labelledby="photo-wall-title" data-testid="photo-wall">
      <h2 id="photo-wall-title">{shopName} on you</h2>
      <PhotoWallIsland />
    </section>
  );
}
