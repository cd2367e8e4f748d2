import { useEffect, useState } from "react";
import "./styles.css";
import { errorMessage, fetchBudget, fetchRequests, type Budget, type RequestRow } from "./api";
import RequestsSection from "./RequestsSection";
import BudgetSection from "./BudgetSection";

export default function App() {
  const [requests, setRequests] = useState<RequestRow[] | null>(null);
  const [requestsError, setRequestsError] = useState("");
  const [budget, setBudget] = useState<Budget | null>(null);
  const [budgetError, setBudgetError] = useState("");

  const loadRequests = async () => {
    try {
      setRequests(await fetchRequests());
      setRequestsError("");
    } catch (err) {
      setRequestsError(`Could not read the requests: ${errorMessage(err)}`);
    }
  };

  const loadBudget = async () => {
    try {
      setBudget(await fetchBudget());
      setBudgetError("");
    } catch (err) {
      setBudgetError(`Could not read the budget: ${errorMessage(err)}`);
    }
  };

  const refresh = async () => {
    await loadRequests();
    await loadBudget();
  };

  useEffect(() => {
    void refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <main className="desk">
      <header className="top">
        <h1>Platform Engineering requests</h1>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </header>
      <RequestsSection requests={requests} error={requestsError} />
      <BudgetSection budget={budget} error={budgetError} />
    </main>
  );
}
