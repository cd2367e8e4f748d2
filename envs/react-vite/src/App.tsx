export default function App() {
  return (
    <main>
      <h1>Starter app</h1>
      <p>Replace this component with the requested interface.</p>
    </main>
  );
}
