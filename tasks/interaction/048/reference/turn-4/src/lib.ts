// Ten-pin scoring helpers. A bowler's game is a list of frames, each a list of pins per ball.

export function frameDone(frame: number[], index: number): boolean {
  if (index < 9) return frame[0] === 10 || frame.length === 2;
  if (frame.length === 3) return true;
  return frame.length === 2 && frame[0] + frame[1] < 10;
}

// pins standing for the next ball of this frame
export function standing(frame: number[], index: number): number {
  if (frame.length === 0) return 10;
  if (index < 9) return 10 - frame[0];
  if (frame.length === 1) return frame[0] === 10 ? 10 : 10 - frame[0];
  if (frame[0] === 10) return frame[1] === 10 ? 10 : 10 - frame[1];
  return 10; // after a spare
}

// the marks of a frame's balls: X for a strike, / for a spare, - for no pins
export function marks(frame: number[]): string[] {
  const out: string[] = [];
  let fresh = true;
  let first = 0;
  for (const pins of frame) {
    if (fresh) {
      if (pins === 10) {
        out.push("X");
      } else {
        out.push(pins === 0 ? "-" : String(pins));
        fresh = false;
        first = pins;
      }
    } else {
      out.push(first + pins === 10 ? "/" : pins === 0 ? "-" : String(pins));
      fresh = true;
    }
  }
  return out;
}

// running score through each frame, null once a frame's score cannot be known yet
export function runningScores(frames: number[][]): (number | null)[] {
  const balls = frames.flat();
  const out: (number | null)[] = [];
  let at = 0;
  let running = 0;
  let known = true;
  frames.forEach((frame, index) => {
    let score: number | null = null;
    if (index < 9) {
      if (frame[0] === 10) {
        if (balls.length > at + 2) score = 10 + balls[at + 1] + balls[at + 2];
        at += 1;
      } else if (frame.length === 2) {
        if (frame[0] + frame[1] === 10) {
          if (balls.length > at + 2) score = 10 + balls[at + 2];
        } else {
          score = frame[0] + frame[1];
        }
        at += 2;
      } else {
        at += frame.length;
      }
    } else if (frameDone(frame, index)) {
      score = frame.reduce((a, b) => a + b, 0);
    }
    if (known && score !== null) {
      running += score;
      out.push(running);
    } else {
      known = false;
      out.push(null);
    }
  });
  return out;
}

export function totalOf(frames: number[][]): number {
  const known = runningScores(frames).filter((s): s is number => s !== null);
  return known.length ? known[known.length - 1] : 0;
}

// which bowler is up, on which frame and ball; null when every bowler has finished frame 10
export function whoIsUp(games: number[][][]): { bowler: number; frame: number; ball: number } | null {
  for (let f = 0; f < 10; f++) {
    for (let b = 0; b < games.length; b++) {
      const frames = games[b];
      if (frames.length <= f) return { bowler: b, frame: f, ball: 0 };
      if (!frameDone(frames[f], f)) return { bowler: b, frame: f, ball: frames[f].length };
    }
  }
  return null;
}
