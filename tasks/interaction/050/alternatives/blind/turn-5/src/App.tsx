import { useState } from "react";
import AddMemberSection from "./AddMemberSection";
import CalendarSection from "./CalendarSection";
import LadderSection from "./LadderSection";
import NewChallengeSection from "./NewChallengeSection";
import OpenChallengesSection from "./OpenChallengesSection";
import ResultsSection from "./ResultsSection";
import SummarySection from "./SummarySection";
import {
  applyChallengerWin,
  nameOf,
  playByDay,
  startingPlayers,
  summarise,
  updateBestPlaces,
  type BestPlaces,
  type Challenge,
  type MatchResult,
  type Player,
} from "./ladder";
import "./styles.css";

interface LadderState {
  players: Player[];
  challenges: Challenge[];
  results: MatchResult[];
  nextChallengeId: number;
  nextPlayerId: number;
  day: number;
  best: BestPlaces;
}

function initialState(): LadderState {
  const players = startingPlayers();
  return {
    players,
    challenges: [],
    results: [],
    nextChallengeId: 1,
    nextPlayerId: players.length + 1,
    day: 1,
    best: updateBestPlaces(players, {}),
  };
}

/** Records the outcome of one open challenge and removes it from the open list. */
function settle(s: LadderState, challenge: Challenge, challengerWon: boolean, forfeit: boolean): LadderState {
  const challengerName = nameOf(s.players, challenge.challengerId);
  const opponentName = nameOf(s.players, challenge.opponentId);
  const result: MatchResult = {
    number: s.results.length + 1,
    winner: challengerWon ? challengerName : opponentName,
    loser: challengerWon ? opponentName : challengerName,
    forfeit,
  };
  return {
    ...s,
    players: challengerWon
      ? applyChallengerWin(s.players, challenge.challengerId, challenge.opponentId)
      : s.players,
    challenges: s.challenges.filter((c) => c.id !== challenge.id),
    results: [...s.results, result],
  };
}

/** Every ladder change goes through here so each player's best place stays current. */
function withBest(s: LadderState): LadderState {
  return { ...s, best: updateBestPlaces(s.players, s.best) };
}

export default function App() {
  const [state, rawSetState] = useState<LadderState>(initialState);
  const setState = (update: (s: LadderState) => LadderState) => rawSetState((s) => withBest(update(s)));
  const { players, challenges, results, day, best } = state;
  const summary = summarise(players, results, best);

  function issueChallenge(challengerId: number, opponentId: number) {
    setState((s) => ({
      ...s,
      challenges: [...s.challenges, { id: s.nextChallengeId, challengerId, opponentId, issuedDay: s.day }],
      nextChallengeId: s.nextChallengeId + 1,
    }));
  }

  function recordResult(challengeId: number, challengerWon: boolean) {
    setState((s) => {
      const challenge = s.challenges.find((c) => c.id === challengeId);
      return challenge ? settle(s, challenge, challengerWon, false) : s;
    });
  }

  function nextDay() {
    setState((s) => {
      const newDay = s.day + 1;
      // Oldest first: the open list is kept in the order the challenges were issued.
      const expired = s.challenges.filter((c) => newDay > playByDay(c));
      let next: LadderState = { ...s, day: newDay };
      for (const challenge of expired) {
        next = settle(next, challenge, true, true);
      }
      return next;
    });
  }

  function joinLadder(name: string) {
    setState((s) => ({
      ...s,
      players: [...s.players, { id: s.nextPlayerId, name }],
      nextPlayerId: s.nextPlayerId + 1,
    }));
  }

  function withdraw(playerId: number) {
    setState((s) => ({
      ...s,
      players: s.players.filter((p) => p.id !== playerId),
      challenges: s.challenges.filter((c) => c.challengerId !== playerId && c.opponentId !== playerId),
    }));
  }

  return (
    <main className="page">
      <h1>Ashgrove singles ladder</h1>
      <CalendarSection day={day} onNextDay={nextDay} />
      <div className="grid">
        <div>
          <LadderSection players={players} onWithdraw={withdraw} />
          <OpenChallengesSection players={players} challenges={challenges} onResult={recordResult} />
        </div>
        <div>
          <NewChallengeSection players={players} challenges={challenges} onIssue={issueChallenge} />
          <AddMemberSection players={players} onJoin={joinLadder} />
          <ResultsSection results={results} />
        </div>
      </div>
      <SummarySection rows={summary} />
    </main>
  );
}
