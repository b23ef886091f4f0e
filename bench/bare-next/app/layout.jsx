// A bare Next.js 16 app: the floor the shop's page JavaScript is measured against
// (bench/page-javascript.ts). Nothing but the framework's own runtime.
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
