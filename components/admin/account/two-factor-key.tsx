import styles from '../ui/console-form.module.css';

/** The secret in groups of four, easier to type into an app by hand. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A second-factor key to add to an authenticator app: its QR code, and the key as text. */
export function TwoFactorKey({ secret, qrSvg, testId }: { secret: string; qrSvg: string; testId: string }) {
  return (
    <>
      {/* the QR code is an SVG drawn by the shop's own server; a data: image runs nothing */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
        alt="QR code of your second-factor key for Oculo console"
        width={192}
        height={192}
      />
      <p>
        Key to type into the app:{' '}
        <code className={styles.secret} data-testid={testId} data-secret={secret}>
          {groupedSecret(secret)}
        </code>
      </p>
    </>
  );
}
