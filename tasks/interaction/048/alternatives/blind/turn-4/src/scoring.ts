// Ten-pin scoring helpers. A bowler's game is kept as the flat list of pins per ball.

export type FrameView = { marks: string; score: number | null };

export type RowView = {
  frames: FrameView[];
  total: number;
  strikes: number;
  spares: number;
  finished: boolean;
};

export type GameView = {
  rolls: number[][];
  bowler: number;
  frame: number; // 0-based frame of the bowler who is up
  ball: number; // 1-based ball within that frame
  standing: number;
  over: boolean;
};

/** Splits a bowler's balls into their frames (frame 10 may hold three balls). */
export function splitFrames(rolls: number[]): number[][] {
  const frames: number[][] = [];
  let i = 0;
  for (let f = 0; f < 10 && i < rolls.length; f++) {
    if (f < 9) {
      const size = rolls[i] === 10 ? 1 : 2;
      frames.push(rolls.slice(i, i + size));
      i += size;
    } else {
      frames.push(rolls.slice(i, i + 3));
      i += 3;
    }
  }
  return frames;
}

export function frameDone(f: number, balls: number[] | undefined): boolean {
  if (!balls || balls.length === 0) return false;
  if (f < 9) return balls[0] === 10 || balls.length >= 2;
  if (balls.length < 2) return false;
  if (balls.length >= 3) return true;
  return balls[0] + balls[1] < 10;
}

/** Pins standing for the next ball of frame f, given the balls already in it. */
export function pinsStanding(f: number, balls: number[]): number {
  if (balls.length === 0) return 10;
  if (f < 9) return 10 - balls[0];
  if (balls.length === 1) return balls[0] === 10 ? 10 : 10 - balls[0];
  if (balls[0] === 10) return balls[1] === 10 ? 10 : 10 - balls[1];
  return 10;
}

function mark(pins: number): string {
  if (pins === 10) return "X";
  if (pins === 0) return "-";
  return String(pins);
}

export function frameMarks(f: number, balls: number[]): string[] {
  const out: string[] = [];
  if (balls.length === 0) return out;
  if (f < 9) {
    if (balls[0] === 10) return ["X"];
    out.push(mark(balls[0]));
    if (balls.length > 1) out.push(balls[0] + balls[1] === 10 ? "/" : mark(balls[1]));
    return out;
  }
  out.push(mark(balls[0]));
  if (balls.length > 1) {
    if (balls[0] !== 10 && balls[0] + balls[1] === 10) out.push("/");
    else out.push(mark(balls[1]));
  }
  if (balls.length > 2) {
    if (balls[0] === 10 && balls[1] !== 10 && balls[1] + balls[2] === 10) out.push("/");
    else out.push(mark(balls[2]));
  }
  return out;
}

export function scoreRow(rolls: number[]): RowView {
  const split = splitFrames(rolls);
  const frames: FrameView[] = [];
  let running = 0;
  let total = 0;
  let known = true;
  let strikes = 0;
  let spares = 0;
  let index = 0;
  for (let f = 0; f < 10; f++) {
    const balls = split[f] ?? [];
    const marks = frameMarks(f, balls);
    for (const m of marks) {
      if (m === "X") strikes += 1;
      if (m === "/") spares += 1;
    }
    let score: number | null = null;
    if (known && frameDone(f, balls)) {
      let value: number | null = null;
      if (f === 9) {
        value = balls.reduce((a, b) => a + b, 0);
      } else if (balls[0] === 10) {
        const bonus = rolls.slice(index + 1, index + 3);
        if (bonus.length === 2) value = 10 + bonus[0] + bonus[1];
      } else if (balls[0] + balls[1] === 10) {
        const bonus = rolls.slice(index + 2, index + 3);
        if (bonus.length === 1) value = 10 + bonus[0];
      } else {
        value = balls[0] + balls[1];
      }
      if (value === null) {
        known = false;
      } else {
        running += value;
        score = running;
        total = running;
      }
    } else {
      known = false;
    }
    index += balls.length;
    frames.push({ marks: marks.join(" "), score });
  }
  return { frames, total, strikes, spares, finished: frameDone(9, split[9]) };
}

/** Replays a game's balls in entry order: bowlers take whole frames in turn. */
export function playGame(bowlerCount: number, balls: number[]): GameView {
  const rolls: number[][] = Array.from({ length: bowlerCount }, () => []);
  let bowler = 0;
  let frame = 0;
  for (const pins of balls) {
    if (frame >= 10 || bowlerCount === 0) break;
    rolls[bowler].push(pins);
    const current = splitFrames(rolls[bowler])[frame];
    if (frameDone(frame, current)) {
      bowler += 1;
      if (bowler === bowlerCount) {
        bowler = 0;
        frame += 1;
      }
    }
  }
  const over = bowlerCount > 0 && frame >= 10;
  const inFrame = over ? [] : splitFrames(rolls[bowler] ?? [])[frame] ?? [];
  return {
    rolls,
    bowler,
    frame,
    ball: inFrame.length + 1,
    standing: pinsStanding(frame, inFrame),
    over,
  };
}

/** The Total a bowler ends with if every ball still to come knocks down all pins standing. */
export function maxPossible(rolls: number[]): number {
  const r = [...rolls];
  for (let guard = 0; guard < 30; guard++) {
    const split = splitFrames(r);
    const last = split.length - 1;
    let f: number;
    let inFrame: number[];
    if (last >= 0 && !frameDone(last, split[last])) {
      f = last;
      inFrame = split[last];
    } else {
      f = split.length;
      inFrame = [];
    }
    if (f >= 10) break;
    r.push(pinsStanding(f, inFrame));
  }
  return scoreRow(r).total;
}

export function handicapFor(average: number | null): number {
  if (average === null || average >= 220) return 0;
  return Math.floor((9 * (220 - average)) / 10);
}
