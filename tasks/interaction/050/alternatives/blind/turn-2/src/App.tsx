import { useState } from "react";
import LadderSection from "./LadderSection";
import NewChallengeSection from "./NewChallengeSection";
import OpenChallengesSection from "./OpenChallengesSection";
import ResultsSection from "./ResultsSection";
import {
  applyChallengerWin,
  nameOf,
  startingPlayers,
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
}

function initialState(): LadderState {
  return { players: startingPlayers(), challenges: [], results: [], nextChallengeId: 1 };
}

export default function App() {
  const [state, setState] = useState<LadderState>(initialState);
  const { players, challenges, results } = state;

  function issueChallenge(challengerId: number, opponentId: number) {
    setState((s) => ({
      ...s,
      challenges: [...s.challenges, { id: s.nextChallengeId, challengerId, opponentId }],
      nextChallengeId: s.nextChallengeId + 1,
    }));
  }

  function recordResult(challengeId: number, challengerWon: boolean) {
    setState((s) => {
      const challenge = s.challenges.find((c) => c.id === challengeId);
      if (!challenge) return s;
      const challengerName = nameOf(s.players, challenge.challengerId);
      const opponentName = nameOf(s.players, challenge.opponentId);
      const result: MatchResult = {
        number: s.results.length + 1,
        winner: challengerWon ? challengerName : opponentName,
        loser: challengerWon ? opponentName : challengerName,
      };
      return {
        ...s,
        players: challengerWon
          ? applyChallengerWin(s.players, challenge.challengerId, challenge.opponentId)
          : s.players,
        challenges: s.challenges.filter((c) => c.id !== challengeId),
        results: [...s.results, result],
      };
    });
  }

  return (
    <main className="page">
      <h1>Ashgrove singles ladder</h1>
      <div className="grid">
        <div>
          <LadderSection players={players} />
          <OpenChallengesSection players={players} challenges={challenges} onResult={recordResult} />
        </div>
        <div>
          <NewChallengeSection players={players} challenges={challenges} onIssue={issueChallenge} />
          <ResultsSection results={results} />
        </div>
      </div>
    </main>
  );
}
