import { LETTERS, countStudents, gpa, studentsLabel, type LectureSection } from "../grades";

const VW = 640;
const VH = 320;
const PAD_L = 78;
const PAD_R = 20;
const PAD_T = 22;
const PAD_B = 46;
const TICK_STEP = 5;

export default function SectionChart({ sections }: { sections: LectureSection[] }) {
  const biggest = Math.max(...sections.flatMap((s) => LETTERS.map((g) => s.grades[g])));
  const yMax = Math.max(TICK_STEP, Math.ceil(biggest / TICK_STEP) * TICK_STEP);
  const plotW = VW - PAD_L - PAD_R;
  const plotH = VH - PAD_T - PAD_B;
  const group = plotW / LETTERS.length;
  const barW = (group * 0.72) / sections.length;
  const y = (n: number) => PAD_T + plotH - (n / yMax) * plotH;
  const ticks: number[] = [];
  for (let t = 0; t <= yMax; t += TICK_STEP) ticks.push(t);

  return (
    <div>
      <svg className="bars" viewBox={`0 0 ${VW} ${VH}`} role="group" aria-label="Grouped bar chart of grades by lecture section">
        <g aria-hidden="true">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD_L} x2={VW - PAD_R} y1={y(t)} y2={y(t)} stroke="#e4e1ec" />
              <text x={PAD_L - 8} y={y(t) + 4} textAnchor="end" fontSize="12" fill="#3b3650">
                {t}
              </text>
            </g>
          ))}
        </g>
        <text
          x={20}
          y={PAD_T + plotH / 2}
          transform={`rotate(-90 20 ${PAD_T + plotH / 2})`}
          textAnchor="middle"
          fontSize="13"
          fill="#1d1a2b"
        >
          Number of students
        </text>
        {LETTERS.map((g, gi) => {
          const start = PAD_L + gi * group + (group - barW * sections.length) / 2;
          return (
            <g key={g}>
              {sections.map((s, si) => {
                const n = s.grades[g];
                const x = start + si * barW;
                return (
                  <rect
                    key={s.name}
                    role="img"
                    aria-label={`${s.name}, grade ${g}: ${studentsLabel(n)}`}
                    x={x + 1}
                    y={y(n)}
                    width={barW - 2}
                    height={PAD_T + plotH - y(n)}
                    fill={s.color}
                  />
                );
              })}
              <text
                x={PAD_L + gi * group + group / 2}
                y={VH - PAD_B + 20}
                textAnchor="middle"
                fontSize="14"
                fontWeight="700"
                fill="#1d1a2b"
              >
                {g}
              </text>
            </g>
          );
        })}
        <line x1={PAD_L} x2={VW - PAD_R} y1={PAD_T + plotH} y2={PAD_T + plotH} stroke="#1d1a2b" />
      </svg>
      <ul className="key">
        {sections.map((s) => (
          <li key={s.name}>
            <span className="dot" style={{ background: s.color }} aria-hidden="true" />
            {`${s.name} (${studentsLabel(countStudents(s.grades))})`}
          </li>
        ))}
      </ul>
      <div className="gpas">
        {sections.map((s) => (
          <p key={s.name}>{`${s.name} GPA: ${gpa(s.grades)}`}</p>
        ))}
      </div>
    </div>
  );
}
