import { useState } from "react";
import "./styles.css";
import {
  JOKER_ROUNDS,
  Joker,
  NAME_MESSAGE,
  ROUNDS,
  Scores,
  Team,
  alreadyPlayedMessage,
  correctionLine,
  duplicateMessage,
  emptyScores,
  fmt,
  parsePoints,
  pointsMessage,
  standings,
  tooLateMessage,
  total,
} from "./quiz";

export default function App() {
  const [teams, setTeams] = useState<Team[]>([]);
  const [scores, setScores] = useState<Scores>({});
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [teamMessage, setTeamMessage] = useState("");
  const [teamChoice, setTeamChoice] = useState<number | null>(null);
  const [roundChoice, setRoundChoice] = useState(0);
  const [points, setPoints] = useState("");
  const [pointsError, setPointsError] = useState("");
  const [jokers, setJokers] = useState<Joker[]>([]);
  const [jokerTeamChoice, setJokerTeamChoice] = useState<number | null>(null);
  const [jokerRoundChoice, setJokerRoundChoice] = useState(0);
  const [jokerMessage, setJokerMessage] = useState("");
  const [corrections, setCorrections] = useState<{ id: number; text: string }[]>([]);

  const chosenTeam = teams.find((t) => t.id === teamChoice) ?? teams[0] ?? null;
  const jokerTeam = teams.find((t) => t.id === jokerTeamChoice) ?? teams[0] ?? null;
  const jokerOf = (id: number): number | null => jokers.find((j) => j.teamId === id)?.round ?? null;
  const finalIndex = ROUNDS.length - 1;
  const board = standings(
    teams.map((t) => {
      const row = scores[t.id] ?? emptyScores();
      return { team: t, total: total(row, jokerOf(t.id)), tie: row[finalIndex] ?? 0 };
    }),
  );
  const leaders = board.filter((s) => s.first).map((s) => s.team.name);

  function addTeam() {
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 24) {
      setTeamMessage(NAME_MESSAGE);
      return;
    }
    const same = teams.find((t) => t.name.toLowerCase() === trimmed.toLowerCase());
    if (same) {
      setTeamMessage(duplicateMessage(same.name));
      return;
    }
    setTeams([...teams, { id: nextId, name: trimmed }]);
    setScores({ ...scores, [nextId]: emptyScores() });
    setNextId(nextId + 1);
    setName("");
    setTeamMessage("");
  }

  function recordScore() {
    const round = ROUNDS[roundChoice];
    const value = parsePoints(points, round.max);
    if (value === null || chosenTeam === null) {
      setPointsError(pointsMessage(round));
      return;
    }
    const row = [...(scores[chosenTeam.id] ?? emptyScores())];
    const before = row[roundChoice];
    if (before !== null && before !== value) {
      const text = correctionLine(chosenTeam.name, round.name, before, value);
      setCorrections([{ id: corrections.length + 1, text }, ...corrections]);
    }
    row[roundChoice] = value;
    setScores({ ...scores, [chosenTeam.id]: row });
    setPoints("");
    setPointsError("");
  }

  function removeTeam(id: number) {
    setTeams(teams.filter((t) => t.id !== id));
    const rest = { ...scores };
    delete rest[id];
    setScores(rest);
    setJokers(jokers.filter((j) => j.teamId !== id));
  }

  function playJoker() {
    if (jokerTeam === null) return;
    if (jokerOf(jokerTeam.id) !== null) {
      setJokerMessage(alreadyPlayedMessage(jokerTeam.name));
      return;
    }
    const row = scores[jokerTeam.id] ?? emptyScores();
    if (row[jokerRoundChoice] !== null) {
      setJokerMessage(tooLateMessage(jokerTeam.name, JOKER_ROUNDS[jokerRoundChoice].name));
      return;
    }
    setJokers([...jokers, { teamId: jokerTeam.id, round: jokerRoundChoice }]);
    setJokerMessage("");
  }

  return (
    <main>
      <h1>Quiz night scoreboard</h1>

      <section aria-labelledby="teams-heading">
        <h2 id="teams-heading">Teams</h2>
        <div className="row">
          <label>
            Team name
            <input type="text" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <button type="button" onClick={addTeam}>Add team</button>
        </div>
        {teamMessage && <p className="problem" role="alert">{teamMessage}</p>}
        {teams.length === 0 ? (
          <p>No teams yet</p>
        ) : (
          <ul className="teams">
            {teams.map((t) => (
              <li key={t.id}>
                <span>{t.name}</span>{" "}
                <button type="button" onClick={() => removeTeam(t.id)}>Remove</button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="record-heading">
        <h2 id="record-heading">Record score</h2>
        <div className="row">
          <label>
            Team
            <select
              value={chosenTeam ? String(chosenTeam.id) : ""}
              onChange={(e) => setTeamChoice(Number(e.target.value))}
            >
              {teams.map((t) => (
                <option key={t.id} value={String(t.id)}>{t.name}</option>
              ))}
            </select>
          </label>
          <label>
            Round
            <select value={String(roundChoice)} onChange={(e) => setRoundChoice(Number(e.target.value))}>
              {ROUNDS.map((r, i) => (
                <option key={r.name} value={String(i)}>{r.name}</option>
              ))}
            </select>
          </label>
          <label>
            Points
            <input type="text" inputMode="decimal" value={points} onChange={(e) => setPoints(e.target.value)} />
          </label>
          <button type="button" onClick={recordScore}>Record score</button>
        </div>
        {pointsError && <p className="problem" role="alert">{pointsError}</p>}
      </section>

      <section aria-labelledby="jokers-heading">
        <h2 id="jokers-heading">Jokers</h2>
        <div className="row">
          <label>
            Joker team
            <select
              value={jokerTeam ? String(jokerTeam.id) : ""}
              onChange={(e) => setJokerTeamChoice(Number(e.target.value))}
            >
              {teams.map((t) => (
                <option key={t.id} value={String(t.id)}>{t.name}</option>
              ))}
            </select>
          </label>
          <label>
            Joker round
            <select value={String(jokerRoundChoice)} onChange={(e) => setJokerRoundChoice(Number(e.target.value))}>
              {JOKER_ROUNDS.map((r, i) => (
                <option key={r.name} value={String(i)}>{r.name}</option>
              ))}
            </select>
          </label>
          <button type="button" onClick={playJoker}>Play joker</button>
        </div>
        {jokerMessage && <p className="problem" role="alert">{jokerMessage}</p>}
        {jokers.length === 0 ? (
          <p>No jokers played</p>
        ) : (
          <ul className="jokers">
            {jokers.map((j) => (
              <li key={j.teamId}>
                {teams.find((t) => t.id === j.teamId)?.name}: {ROUNDS[j.round].name}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="scores-heading">
        <h2 id="scores-heading">Scores</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {ROUNDS.map((r) => (
                <th key={r.name} scope="col">{r.name}</th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((t) => {
              const row = scores[t.id] ?? emptyScores();
              const joker = jokerOf(t.id);
              return (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  {row.map((p, i) => (
                    <td key={ROUNDS[i].name}>
                      {p === null ? "-" : fmt(p)}
                      {joker === i ? " (joker)" : ""}
                    </td>
                  ))}
                  <td>{fmt(total(row, joker))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Leaderboard</h2>
        {board.length === 0 ? (
          <p>No scores to rank</p>
        ) : (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  <th scope="col">Team</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {board.map((s) => (
                  <tr key={s.team.id}>
                    <td>{s.rank}</td>
                    <td>{s.team.name}</td>
                    <td>{fmt(s.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="leading">Leading: {leaders.join(", ")}</p>
          </>
        )}
      </section>

      <section aria-labelledby="corrections-heading">
        <h2 id="corrections-heading">Corrections</h2>
        {corrections.length === 0 ? (
          <p>No corrections</p>
        ) : (
          <ul className="corrections">
            {corrections.map((c) => (
              <li key={c.id}>{c.text}</li>
            ))}
          </ul>
        )}
        <p>Corrections: {corrections.length}</p>
      </section>
    </main>
  );
}
