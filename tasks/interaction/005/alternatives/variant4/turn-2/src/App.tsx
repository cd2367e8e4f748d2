import { useMemo, useState } from 'react';
import LoanFields from './LoanFields';
import ScheduleSection from './ScheduleSection';
import { FieldValues, interestOf, readTerms, regularPayment, schedule } from './loan';
import { money } from './money';
import './planner.css';

const START: FieldValues = { amount: '12000', rate: '6', term: '24' };

export default function App() {
  const [values, setValues] = useState<FieldValues>(START);

  const terms = readTerms(values);

  const figures = useMemo(() => {
    if (!terms) return null;
    const rows = schedule(terms);
    return { payment: regularPayment(terms), rows, interest: interestOf(rows) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [terms?.amountCents, terms?.rate, terms?.months]);

  return (
    <div className="planner">
      <h1>Loan repayment calculator</h1>
      <div className="top">
        <LoanFields values={values} onChange={setValues} />
        <div className="results" aria-live="polite">
          {figures ? (
            <>
              <p className="headline">Monthly payment: {money(figures.payment)}</p>
              <p>Total interest: {money(figures.interest)}</p>
            </>
          ) : (
            <p className="warning">Check the loan details</p>
          )}
        </div>
      </div>
      <ScheduleSection rows={figures ? figures.rows : null} />
    </div>
  );
}
