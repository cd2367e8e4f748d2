import { useReducer } from 'react';
import './styles.css';
import ExtraField from './ExtraField';
import LoanFields from './LoanFields';
import type { FieldKey } from './LoanFields';
import { readExtra, readLoan } from './loan';
import type { LoanInputs } from './loan';
import { formatMoney } from './money';
import { buildSchedule } from './schedule';
import ScheduleTable from './ScheduleTable';

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

function monthsText(n: number): string {
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}

export default function App() {
  const [inputs, dispatch] = useReducer(inputsReducer, START);
  const loan = readLoan(inputs);
  const extra = readExtra(inputs.extra);
  const schedule = loan ? buildSchedule(loan, extra.cents) : null;
  const baseline = loan ? buildSchedule(loan) : null;

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
        <div className="results" aria-live="polite">
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
      </div>

      <section className="block">
        <h2>Repayment schedule</h2>
        {schedule ? (
          <ScheduleTable rows={schedule.rows} />
        ) : (
          <p className="muted">The schedule appears once the loan details are valid.</p>
        )}
      </section>
    </div>
  );
}
