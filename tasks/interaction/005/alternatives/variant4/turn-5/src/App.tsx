import { useMemo, useRef, useState } from 'react';
import LoanFields from './LoanFields';
import ScheduleSection from './ScheduleSection';
import SavedList, { Scenario } from './SavedList';
import { FieldValues, interestOf, readExtra, readTerms, regularPayment, schedule } from './loan';
import { money, plural } from './money';
import './planner.css';

const START: FieldValues = { amount: '12000', rate: '6', term: '24', extra: '0' };
const MAX_SAVED = 3;

export default function App() {
  const [values, setValues] = useState<FieldValues>(START);
  const [saved, setSaved] = useState<Scenario[]>([]);
  const nextId = useRef(1);

  const terms = readTerms(values);
  const extra = readExtra(values.extra);

  const figures = useMemo(() => {
    if (!terms) return null;
    const rows = schedule(terms, extra.cents);
    const baseline = extra.cents > 0 ? interestOf(schedule(terms, 0)) : interestOf(rows);
    const interest = interestOf(rows);
    return { payment: regularPayment(terms), rows, interest, saved: baseline - interest };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [terms?.amountCents, terms?.rate, terms?.months, extra.cents]);

  const saveScenario = () => {
    if (!terms || !figures || saved.length >= MAX_SAVED) return;
    const scenario: Scenario = {
      id: nextId.current++,
      values: { ...values },
      amountCents: terms.amountCents,
      rate: terms.rate,
      months: terms.months,
      extraCents: extra.cents,
      paymentCents: figures.payment,
      interestCents: figures.interest,
    };
    setSaved((list) => [...list, scenario]);
  };

  return (
    <div className="planner">
      <h1>Loan repayment calculator</h1>
      <div className="top">
        <LoanFields values={values} onChange={setValues} />
        <div className="results" aria-live="polite">
          {extra.negative && <p className="warning">Extra payment cannot be negative</p>}
          {figures ? (
            <>
              <p className="headline">Monthly payment: {money(figures.payment)}</p>
              <p>Total interest: {money(figures.interest)}</p>
              <p>Paid off in {plural(figures.rows.length, 'month')}</p>
              <p>Interest saved: {money(figures.saved)}</p>
            </>
          ) : (
            <p className="warning">Check the loan details</p>
          )}
          <button
            type="button"
            className="primary"
            onClick={saveScenario}
            disabled={!figures || saved.length >= MAX_SAVED}
          >
            Save scenario
          </button>
        </div>
      </div>
      <ScheduleSection rows={figures ? figures.rows : null} />
      <SavedList
        scenarios={saved}
        onLoad={(s) => setValues({ ...s.values })}
        onRemove={(id) => setSaved((list) => list.filter((s) => s.id !== id))}
      />
    </div>
  );
}
