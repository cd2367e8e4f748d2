import { useState } from "react";
import LadderSection from "./LadderSection";
import NewChallengeSection from "./NewChallengeSection";
import OpenChallengesSection from "./OpenChallengesSection";
import { startingPlayers, type Challenge, type Player } from "./ladder";
import "./styles.css";

export default function App() {
  const [players] = useState<Player[]>(startingPlayers);
  const [challenges, setChallenges] = useState<Challenge[]>([]);
  const [nextChallengeId, setNextChallengeId] = useState(1);

  function issueChallenge(challengerId: number, opponentId: number) {
    setChallenges((list) => [...list, { id: nextChallengeId, challengerId, opponentId }]);
    setNextChallengeId((n) => n + 1);
  }

  return (
    <main className="page">
      <h1>Ashgrove singles ladder</h1>
      <div className="grid">
        <div>
          <LadderSection players={players} />
          <OpenChallengesSection players={players} challenges={challenges} />
        </div>
        <div>
          <NewChallengeSection players={players} challenges={challenges} onIssue={issueChallenge} />
        </div>
      </div>
    </main>
  );
}
