import { useState } from "react";
import { fontGrade, vGrade } from "./grades";
import { climbPoints, hardestSend } from "./scoring";
import type { Climb } from "./types";

type Props = { climbs: Climb[] };

const GOAL_MESSAGE = "Enter a goal from 1 to 5000 points";

function goalLine(goalText: string, points: number): string | null {
  const text = goalText.trim();
  if (text === "") return null;
  if (!/^\d+$/.test(text)) return GOAL_MESSAGE;
  const goal = Number(text);
  if (goal < 1 || goal > 5000) return GOAL_MESSAGE;
  if (points >= goal) return `Goal reached: ${points} of ${goal} points`;
  // Whole-number percentage, a half rounding up, without floating-point error.
  const percent = Math.floor((points * 200 + goal) / (goal * 2));
  return `Goal: ${points} of ${goal} points (${percent}%)`;
}

export default function Summary({ climbs }: Props) {
  const [goalText, setGoalText] = useState("");
  const sends = climbs.filter((c) => c.sent).length;
  const points = climbs.reduce((sum, c) => sum + climbPoints(c), 0);
  const hardest = hardestSend(climbs);
  const goal = goalLine(goalText, points);

  return (
    <section className="card" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Session summary</h2>
      <p>
        Sends: {sends} of {climbs.length}
      </p>
      <p>Points: {points}</p>
      <p>
        {hardest
          ? `Hardest send: ${vGrade(hardest.grade)} (${fontGrade(hardest.grade)}) ${hardest.name}`
          : "Hardest send: none"}
      </p>
      <div className="field goal-field">
        <label htmlFor="points-goal">Points goal</label>
        <input
          id="points-goal"
          type="text"
          inputMode="numeric"
          value={goalText}
          onChange={(e) => setGoalText(e.target.value)}
        />
      </div>
      {goal !== null && <p className="goal-line">{goal}</p>}
    </section>
  );
}
