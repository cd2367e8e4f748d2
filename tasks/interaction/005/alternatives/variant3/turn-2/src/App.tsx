import { useReducer } from 'react';
import './styles.css';
import LoanFields from './LoanFields';
import type { FieldKey } from './LoanFields';
import { readLoan } from './loan';
import type { LoanInputs } from './loan';
import { formatMoney } from './money';
import { buildSchedule } from './schedule';
import ScheduleTable from './ScheduleTable';

type Action = { type: 'edit'; key: FieldKey; value: string };

const START: LoanInputs = { amount: '12000', rate: '6', term: '24' };

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
  const loan = readLoan(inputs);
  const schedule = loan ? buildSchedule(loan) : null;

  return (
    <div className="shell">
      <h1>Loan repayment calculator</h1>
      <div className="panel">
        <LoanFields values={inputs} onChange={(key, value) => dispatch({ type: 'edit', key, value })} />
        <div className="results" aria-live="polite">
          {schedule ? (
            <>
              <p className="payment">
                Monthly payment: <strong>{formatMoney(schedule.regularPayment)}</strong>
              </p>
              <p>Total interest: {formatMoney(schedule.totalInterest)}</p>
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
