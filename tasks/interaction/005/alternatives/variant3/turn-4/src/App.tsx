import { useReducer, useRef, useState } from 'react';
import './styles.css';
import ExtraField from './ExtraField';
import LoanFields from './LoanFields';
import type { FieldKey } from './LoanFields';
import { readExtra, readLoan } from './loan';
import type { LoanInputs } from './loan';
import { formatMoney } from './money';
import SavedScenarios from './SavedScenarios';
import { buildSchedule } from './schedule';
import ScheduleTable from './ScheduleTable';
import { MAX_SCENARIOS, monthsText } from './scenarios';
import type { Scenario } from './scenarios';

type Action = { type: 'edit'; key: keyof LoanInputs; value: string };

const START: LoanInputs = { amount: '12000', rate: '6', term: '24', extra: '0' };

function inputsReducer(state: LoanInputs, action: Action): LoanInputs {
  switch (action.type) {
    case 'edit':
      return { ...state, [action.key]: action.value };
    default:
      return state;
  }
}

export default function App() {
  const [inputs, dispatch] = useReducer(inputsReducer, START);
  const [scheduleOpen, setScheduleOpen] = useState(true);
  const [scenarios, setScenarios] = useState<Scenario[]>([]);
  const nextId = useRef(1);

  const loan = readLoan(inputs);
  const extra = readExtra(inputs.extra);
  const schedule = loan ? buildSchedule(loan, extra.cents) : null;
  const baseline = loan ? buildSchedule(loan) : null;
  const full = scenarios.length >= MAX_SCENARIOS;

  function saveScenario() {
    if (!loan || !schedule || full) return;
    const scenario: Scenario = {
      id: nextId.current++,
      amount: loan.amountCents / 100,
      rate: loan.rate,
      months: loan.months,
      extraCents: extra.cents,
      paymentCents: schedule.regularPayment,
    };
    setScenarios((list) => (list.length >= MAX_SCENARIOS ? list : [...list, scenario]));
  }

  function removeScenario(id: number) {
    setScenarios((list) => list.filter((s) => s.id !== id));
  }

  return (
    <div className="shell">
      <h1>Loan repayment calculator</h1>
      <div className="panel">
        <div className="inputs">
          <LoanFields
            values={inputs}
            onChange={(key: FieldKey, value) => dispatch({ type: 'edit', key, value })}
          />
          <ExtraField
            value={inputs.extra}
            negative={extra.negative}
            onChange={(value) => dispatch({ type: 'edit', key: 'extra', value })}
          />
        </div>
        <div className="results">
          <div aria-live="polite">
            {schedule && baseline ? (
              <>
                <p className="payment">
                  Monthly payment: <strong>{formatMoney(schedule.regularPayment)}</strong>
                </p>
                <p>Total interest: {formatMoney(schedule.totalInterest)}</p>
                <p>Paid off in {monthsText(schedule.rows.length)}</p>
                <p>Interest saved: {formatMoney(baseline.totalInterest - schedule.totalInterest)}</p>
              </>
            ) : (
              <p className="problem">Check the loan details</p>
            )}
          </div>
          <button type="button" className="primary" onClick={saveScenario} disabled={!loan || full}>
            Save scenario
          </button>
          {full && <p className="hint">That is the limit of three; take one off the list to make room.</p>}
        </div>
      </div>

      <section className="block">
        <div className="block-head">
          <h2>Repayment schedule</h2>
          <button
            type="button"
            className="ghost"
            aria-expanded={scheduleOpen}
            aria-controls="schedule-body"
            onClick={() => setScheduleOpen((open) => !open)}
          >
            {scheduleOpen ? 'Hide schedule' : 'Show schedule'}
          </button>
        </div>
        <div id="schedule-body" className="schedule-body" hidden={!scheduleOpen}>
          {schedule ? (
            <ScheduleTable rows={schedule.rows} />
          ) : (
            <p className="muted">The schedule appears once the loan details are valid.</p>
          )}
        </div>
      </section>

      <SavedScenarios scenarios={scenarios} onRemove={removeScenario} />
    </div>
  );
}
