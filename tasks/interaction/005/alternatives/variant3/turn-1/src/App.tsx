import { useReducer } from 'react';
import './styles.css';
import LoanFields from './LoanFields';
import type { FieldKey } from './LoanFields';
import { monthlyPaymentCents, readLoan } from './loan';
import type { LoanInputs } from './loan';
import { formatMoney } from './money';

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
  const payment = loan ? monthlyPaymentCents(loan) : 0;
  const totalInterest = loan ? payment * loan.months - loan.amountCents : 0;

  return (
    <div className="shell">
      <h1>Loan repayment calculator</h1>
      <div className="panel">
        <LoanFields values={inputs} onChange={(key, value) => dispatch({ type: 'edit', key, value })} />
        <div className="results" aria-live="polite">
          {loan ? (
            <>
              <p className="payment">
                Monthly payment: <strong>{formatMoney(payment)}</strong>
              </p>
              <p>Total interest: {formatMoney(totalInterest)}</p>
            </>
          ) : (
            <p className="problem">Check the loan details</p>
          )}
        </div>
      </div>
    </div>
  );
}
