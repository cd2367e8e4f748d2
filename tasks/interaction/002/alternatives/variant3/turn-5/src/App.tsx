import { useState } from 'react';
import { DOSES } from './doses';
import DoseItem, { type DoseStatus } from './DoseItem';
import RoundSection from './RoundSection';
import WithholdDialog from './WithholdDialog';
import { EMPTY_DRAFT, describe, draftReady, type Draft } from './reasons';
import './round.css';

const SLOTS = ['08:00', '09:00'];

export default function App() {
  const [givenIds, setGivenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [withheld, setWithheld] = useState<Readonly<Record<string, string>>>({});
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [outstandingOnly, setOutstandingOnly] = useState(false);
  const [signedOff, setSignedOff] = useState(false);

  const toggle = (id: string, given: boolean) => {
    if (signedOff) return;
    setGivenIds((prev) => {
      const next = new Set(prev);
      if (given) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const openDialog = (id: string) => {
    if (signedOff) return;
    setDraft(EMPTY_DRAFT);
    setDialogFor(id);
  };

  const confirmWithhold = () => {
    if (dialogFor === null || !draftReady(draft)) return;
    const id = dialogFor;
    setWithheld((prev) => ({ ...prev, [id]: describe(draft) }));
    setGivenIds((prev) => {
      if (!prev.has(id)) return prev;
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
    setDialogFor(null);
  };

  const undo = (id: string) => {
    if (signedOff) return;
    setWithheld((prev) => {
      const next = { ...prev };
      delete next[id];
      return next;
    });
  };

  const statusOf = (id: string): DoseStatus => {
    if (withheld[id] !== undefined) return { kind: 'withheld', reason: withheld[id] };
    if (givenIds.has(id)) return { kind: 'given' };
    return { kind: 'due' };
  };

  const givenCount = DOSES.filter((d) => statusOf(d.id).kind === 'given').length;
  const withheldCount = DOSES.filter((d) => statusOf(d.id).kind === 'withheld').length;
  const outstandingCount = DOSES.length - givenCount - withheldCount;
  const complete = outstandingCount === 0;
  const dialogDose = DOSES.find((d) => d.id === dialogFor) ?? null;

  return (
    <main className="round">
      <header className="round__header">
        <h1>Ward 4B medication round</h1>
        <div className="round__tally" aria-live="polite">
          <p className="chip">{`Given: ${givenCount} of ${DOSES.length}`}</p>
          <p className="chip chip--muted">{`Withheld doses: ${withheldCount}`}</p>
          <p className="chip chip--due">{`Outstanding: ${outstandingCount}`}</p>
        </div>
        <div className="signoff">
          <button
            type="button"
            className="btn btn--primary"
            disabled={!complete || signedOff}
            onClick={() => setSignedOff(true)}
          >
            Sign off round
          </button>
          {signedOff ? (
            <p className="round__done" role="status">
              Round signed off
            </p>
          ) : (
            !complete && <p className="signoff__hint">Every dose must be given or withheld before sign-off.</p>
          )}
        </div>
        <label className="filter">
          <input type="checkbox" checked={outstandingOnly} onChange={(e) => setOutstandingOnly(e.target.checked)} />
          Show outstanding only
        </label>
      </header>
      {SLOTS.map((slot) => {
        const slotDoses = DOSES.filter((d) => d.due === slot);
        const slotGiven = slotDoses.filter((d) => statusOf(d.id).kind === 'given').length;
        const shown = outstandingOnly ? slotDoses.filter((d) => statusOf(d.id).kind === 'due') : slotDoses;
        return (
          <RoundSection
            key={slot}
            title={`${slot} round`}
            given={slotGiven}
            total={slotDoses.length}
            emptyNote={shown.length === 0 ? 'Nothing outstanding in this round.' : null}
          >
            {shown.map((dose) => (
              <DoseItem
                key={dose.id}
                dose={dose}
                status={statusOf(dose.id)}
                onToggle={toggle}
                onWithhold={openDialog}
                onUndo={undo}
                locked={signedOff}
              />
            ))}
          </RoundSection>
        );
      })}
      {dialogDose && (
        <WithholdDialog
          key={dialogDose.id}
          dose={dialogDose}
          draft={draft}
          onDraftChange={setDraft}
          onConfirm={confirmWithhold}
          onCancel={() => setDialogFor(null)}
        />
      )}
    </main>
  );
}
