interface Props {
  result: string;
  running: string | null;
}

export default function PrecheckSection({ result, running }: Props) {
  return (
    <section className="panel" aria-labelledby="precheck-heading">
      <h2 id="precheck-heading">Pre-check</h2>
      {running ? (
        <p className="muted">Pre-checking {running}…</p>
      ) : result ? (
        <p role="status">{result}</p>
      ) : (
        <p className="muted">Use Pre-check on a submitted request to run the system's own check.</p>
      )}
    </section>
  );
}
