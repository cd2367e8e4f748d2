import { useCallback, useEffect, useState } from "react";
import type { FormEvent } from "react";
import {
  agentName,
  createIncident,
  errorText,
  findIncident,
  incidentLine,
  INCIDENT_CUSTOMER,
  listAgents,
  listTickets,
  sortById,
} from "./helpdesk";
import type { Agent, Priority, TicketSummary } from "./helpdesk";
import "./app.css";

type PriorityChoice = "any" | Priority;
const PRIORITY_CHOICES: { value: PriorityChoice; label: string }[] = [
  { value: "any", label: "Any" },
  { value: "urgent", label: "urgent" },
  { value: "high", label: "high" },
  { value: "normal", label: "normal" },
  { value: "low", label: "low" },
];

function candidateCount(n: number): string {
  if (n === 0) return "No candidates";
  return n === 1 ? "1 candidate" : `${n} candidates`;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [incident, setIncident] = useState<TicketSummary | null>(null);
  const [incidentLoaded, setIncidentLoaded] = useState(false);
  const [incidentMessage, setIncidentMessage] = useState("");
  const [title, setTitle] = useState("");
  const [declaring, setDeclaring] = useState(false);

  const [priority, setPriority] = useState<PriorityChoice>("any");
  const [candidates, setCandidates] = useState<TicketSummary[] | null>(null);
  const [candidatesMessage, setCandidatesMessage] = useState("");
  const [finding, setFinding] = useState(false);

  const loadIncident = useCallback(async () => {
    const tickets = await listTickets();
    setIncident(findIncident(tickets));
    setIncidentLoaded(true);
  }, []);

  const loadCandidates = useCallback(async (choice: PriorityChoice) => {
    setFinding(true);
    try {
      const rows = await listTickets(choice === "any" ? { status: "open" } : { status: "open", priority: choice });
      setCandidates(sortById(rows.filter((t) => t.customer !== INCIDENT_CUSTOMER)));
      setCandidatesMessage("");
    } catch (err) {
      setCandidatesMessage(`Could not read the candidates: ${errorText(err)}`);
    } finally {
      setFinding(false);
    }
  }, []);

  useEffect(() => {
    void (async () => {
      try {
        setAgents(await listAgents());
      } catch (err) {
        setCandidatesMessage(`Could not read the agents: ${errorText(err)}`);
      }
      try {
        await loadIncident();
      } catch (err) {
        setIncidentMessage(`Could not read the incident: ${errorText(err)}`);
      }
      await loadCandidates("any");
    })();
  }, [loadIncident, loadCandidates]);

  async function declare(event: FormEvent) {
    event.preventDefault();
    const subject = title.trim();
    if (subject.length < 3 || subject.length > 80) {
      setIncidentMessage("Title must be 3 to 80 characters");
      return;
    }
    setDeclaring(true);
    try {
      await createIncident(subject);
      setTitle("");
      setIncidentMessage("");
    } catch (err) {
      setIncidentMessage(`Refused: ${errorText(err)}`);
    }
    try {
      await loadIncident();
    } catch (err) {
      setIncidentMessage(`Could not read the incident: ${errorText(err)}`);
    } finally {
      setDeclaring(false);
    }
  }

  return (
    <main className="page">
      <header className="page-head">
        <h1>Major incident desk</h1>
        <p className="lede">Live from the helpdesk: the parent incident and the open tickets it may have caused.</p>
      </header>

      <section className="panel" aria-labelledby="incident-heading">
        <h2 id="incident-heading">Incident</h2>
        <p className="incident-line">
          {!incidentLoaded ? "Reading the helpdesk…" : incident ? incidentLine(incident) : "No incident declared"}
        </p>
        <form className="inline-form" onSubmit={declare}>
          <label htmlFor="incident-title">Incident title</label>
          <input id="incident-title" type="text" value={title} onChange={(e) => setTitle(e.target.value)} />
          <button type="submit" disabled={declaring}>
            Declare incident
          </button>
        </form>
        {incidentMessage && (
          <p className="message" role="alert">
            {incidentMessage}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="candidates-heading">
        <h2 id="candidates-heading">Candidates</h2>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void loadCandidates(priority);
          }}
        >
          <label htmlFor="candidate-priority">Priority</label>
          <select
            id="candidate-priority"
            value={priority}
            onChange={(e) => setPriority(e.target.value as PriorityChoice)}
          >
            {PRIORITY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <button type="submit" disabled={finding}>
            Find
          </button>
        </form>
        {candidatesMessage && (
          <p className="message" role="alert">
            {candidatesMessage}
          </p>
        )}
        {candidates === null ? (
          <p className="muted">Reading the helpdesk…</p>
        ) : (
          <>
            <p className="count-line">{candidateCount(candidates.length)}</p>
            {candidates.length > 0 && (
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Assignee</th>
                  </tr>
                </thead>
                <tbody>
                  {candidates.map((ticket) => (
                    <tr key={ticket.id}>
                      <td>{ticket.id}</td>
                      <td>{ticket.subject}</td>
                      <td>{ticket.customer}</td>
                      <td>{ticket.priority}</td>
                      <td>{agentName(agents, ticket.assignee)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
    </main>
  );
}
