import type { LandmarkProgress } from '@/lib/client/face-landmarks';
import styles from './pd-tool.module.css';

/** What is loading, in the shopper's words, with a bar for the three face networks. */
export function PdLoading({ progress }: { progress: LandmarkProgress | null }) {
  const models = progress?.step === 'models' ? progress : null;
  return (
    <div className={styles.loading} role="status" data-testid="pd-loading">
      <span>
        {models
          ? `Loading the face measuring: ${models.modelsLoaded} of ${models.modelsTotal} parts`
          : 'Loading the face measuring…'}
      </span>
      <progress
        max={models?.modelsTotal ?? 1}
        value={models ? models.modelsLoaded : undefined}
        aria-label="Loading the face measuring"
      />
    </div>
  );
}
