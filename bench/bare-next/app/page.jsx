export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>Server-rendered, with the client runtime every App Router page loads.</p>
    </main>
  );
}
