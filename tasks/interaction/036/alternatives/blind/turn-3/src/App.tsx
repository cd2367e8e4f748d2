import { useState } from "react";
import type { FormEvent } from "react";
import { JOKER_ROUNDS, ROUNDS, formatPoints, parsePoints } from "./rounds";
import { rankLabel, rankTeams } from "./ranking";
import type { JokerPlay, Team } from "./types";
import "./styles.css";

/** Points a round counts for: doubled on the team's joker round. */
function countedPoints(team: Team, round: number): number {
  const points = team.scores[round] ?? 0;
  return team.joker === round ? points * 2 : points;
}

function teamTotal(team: Team): number {
  return ROUNDS.reduce((sum, _round, index) => sum + countedPoints(team, index), 0);
}

export default function App() {
  const [teams, setTeams] = useState<Team[]>([]);
  const [nextId, setNextId] = useState(1);
  const [teamName, setTeamName] = useState("");
  const [teamMessage, setTeamMessage] = useState("");

  const [selectedTeam, setSelectedTeam] = useState<number | null>(null);
  const [selectedRound, setSelectedRound] = useState(0);
  const [pointsText, setPointsText] = useState("");
  const [scoreMessage, setScoreMessage] = useState("");

  const [jokers, setJokers] = useState<JokerPlay[]>([]);
  const [selectedJokerTeam, setSelectedJokerTeam] = useState<number | null>(null);
  const [selectedJokerRound, setSelectedJokerRound] = useState(JOKER_ROUNDS[0]);
  const [jokerMessage, setJokerMessage] = useState("");

  const FINAL = ROUNDS.length - 1;
  const ranked = rankTeams(teams, teamTotal, (t) => countedPoints(t, FINAL));
  const leaders = ranked.filter((row) => row.rank === 1).map((row) => row.team.name);

  const recordTeamId = teams.some((t) => t.id === selectedTeam) ? selectedTeam : teams[0]?.id ?? null;
  const jokerTeamId = teams.some((t) => t.id === selectedJokerTeam) ? selectedJokerTeam : teams[0]?.id ?? null;

  function addTeam(event: FormEvent) {
    event.preventDefault();
    const name = teamName.trim();
    if (name.length < 2 || name.length > 24) {
      setTeamMessage("Team names must be 2 to 24 characters");
      return;
    }
    const existing = teams.find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (existing) {
      setTeamMessage(`There is already a team called ${existing.name}`);
      return;
    }
    setTeams([...teams, { id: nextId, name, scores: {}, joker: null }]);
    setNextId(nextId + 1);
    setTeamName("");
    setTeamMessage("");
  }

  function recordScore(event: FormEvent) {
    event.preventDefault();
    if (recordTeamId === null) return;
    const round = ROUNDS[selectedRound];
    const points = parsePoints(pointsText, round.max);
    if (points === null) {
      setScoreMessage(`Points for ${round.name} must be 0 to ${round.max} in steps of 0.5`);
      return;
    }
    setTeams(
      teams.map((t) =>
        t.id === recordTeamId ? { ...t, scores: { ...t.scores, [selectedRound]: points } } : t,
      ),
    );
    setPointsText("");
    setScoreMessage("");
  }

  function playJoker(event: FormEvent) {
    event.preventDefault();
    const team = teams.find((t) => t.id === jokerTeamId);
    if (!team) return;
    if (team.joker !== null) {
      setJokerMessage(`${team.name} have already played their joker`);
      return;
    }
    if (team.scores[selectedJokerRound] !== undefined) {
      setJokerMessage(`Too late: ${team.name} already have a ${ROUNDS[selectedJokerRound].name} score`);
      return;
    }
    setTeams(teams.map((t) => (t.id === team.id ? { ...t, joker: selectedJokerRound } : t)));
    setJokers([...jokers, { teamId: team.id, round: selectedJokerRound }]);
    setJokerMessage("");
  }

  function nameOf(id: number): string {
    return teams.find((t) => t.id === id)?.name ?? "";
  }

  return (
    <main className="page">
      <h1>Quiz night scoreboard</h1>
      <p className="intro">
        Four rounds tonight: {ROUNDS.map((r) => `${r.name} (${r.max})`).join(", ")}.
      </p>

      <section className="card" aria-labelledby="teams-heading">
        <h2 id="teams-heading">Teams</h2>
        <form className="row" onSubmit={addTeam} noValidate>
          <div className="field">
            <label htmlFor="team-name">Team name</label>
            <input id="team-name" type="text" value={teamName} onChange={(e) => setTeamName(e.target.value)} />
          </div>
          <button type="submit">Add team</button>
        </form>
        {teamMessage && (
          <p className="message" role="alert">
            {teamMessage}
          </p>
        )}
        {teams.length === 0 ? (
          <p className="muted">No teams yet</p>
        ) : (
          <ul className="team-list">
            {teams.map((t) => (
              <li key={t.id}>{t.name}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="record-heading">
        <h2 id="record-heading">Record score</h2>
        <form className="row" onSubmit={recordScore} noValidate>
          <div className="field">
            <label htmlFor="record-team">Team</label>
            <select
              id="record-team"
              value={recordTeamId ?? ""}
              onChange={(e) => setSelectedTeam(Number(e.target.value))}
            >
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="record-round">Round</label>
            <select id="record-round" value={selectedRound} onChange={(e) => setSelectedRound(Number(e.target.value))}>
              {ROUNDS.map((r, index) => (
                <option key={r.name} value={index}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="record-points">Points</label>
            <input
              id="record-points"
              type="text"
              inputMode="decimal"
              value={pointsText}
              onChange={(e) => setPointsText(e.target.value)}
            />
          </div>
          <button type="submit">Record score</button>
        </form>
        {scoreMessage && (
          <p className="message" role="alert">
            {scoreMessage}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="jokers-heading">
        <h2 id="jokers-heading">Jokers</h2>
        <form className="row" onSubmit={playJoker} noValidate>
          <div className="field">
            <label htmlFor="joker-team">Joker team</label>
            <select
              id="joker-team"
              value={jokerTeamId ?? ""}
              onChange={(e) => setSelectedJokerTeam(Number(e.target.value))}
            >
              {teams.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="joker-round">Joker round</label>
            <select
              id="joker-round"
              value={selectedJokerRound}
              onChange={(e) => setSelectedJokerRound(Number(e.target.value))}
            >
              {JOKER_ROUNDS.map((index) => (
                <option key={index} value={index}>
                  {ROUNDS[index].name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit">Play joker</button>
        </form>
        {jokerMessage && (
          <p className="message" role="alert">
            {jokerMessage}
          </p>
        )}
        {jokers.length === 0 ? (
          <p className="muted">No jokers played</p>
        ) : (
          <ul className="plain-list">
            {jokers.map((j) => (
              <li key={j.teamId}>
                {nameOf(j.teamId)}: {ROUNDS[j.round].name}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="scores-heading">
        <h2 id="scores-heading">Scores</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {ROUNDS.map((r) => (
                <th scope="col" key={r.name}>
                  {r.name}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((t) => (
              <tr key={t.id}>
                <th scope="row">{t.name}</th>
                {ROUNDS.map((r, index) => (
                  <td key={r.name}>
                    {t.scores[index] === undefined ? "-" : formatPoints(t.scores[index])}
                    {t.joker === index ? " (joker)" : ""}
                  </td>
                ))}
                <td className="total">{formatPoints(teamTotal(t))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="card" aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Leaderboard</h2>
        {teams.length === 0 ? (
          <p className="muted">No scores to rank</p>
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
                {ranked.map((row) => (
                  <tr key={row.team.id}>
                    <td>{rankLabel(row)}</td>
                    <td>{row.team.name}</td>
                    <td className="total">{formatPoints(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="summary">Leading: {leaders.join(", ")}</p>
          </>
        )}
      </section>
    </main>
  );
}
