/** Saves the try-on picture on the shopper's device as a JPEG (a snapshot to download). */
export function downloadSnapshot(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (!blob) {
          reject(new Error('The picture could not be made.'));
          return;
        }
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        document.body.append(link);
        link.click();
        link.remove();
        // the download has its own copy once started
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        resolve();
      },
      'image/jpeg',
      0.92,
    );
  });
}

/** The camera's current picture as a JPEG, without the frame: what "Save this face" keeps. */
export function captureVideoFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No camera picture.'))),
      'image/jpeg',
      0.95,
    );
  });
}
