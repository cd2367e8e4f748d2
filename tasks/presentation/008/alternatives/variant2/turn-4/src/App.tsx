import WeekChart from "./WeekChart";
import "./styles.css";

type Member = { name: string; km: number; runs: number; time: string };

const MEMBERS: Member[] = [
  { name: "Dana Whitfield", km: 173.4, runs: 23, time: "15:54:34" }, // week-6 long run corrected from 32.0 to 23.0 km
  { name: "Owen Gallagher", km: 178.3, runs: 22, time: "14:57:27" },
  { name: "Priya Raman", km: 176.9, runs: 24, time: "16:15:54" },
  { name: "Mei Chen", km: 151.2, runs: 19, time: "15:19:48" },
  { name: "Tom Reyes", km: 139.8, runs: 18, time: "13:30:50" },
  { name: "Ruth Adeyemi", km: 121.5, runs: 16, time: "12:53:33" },
];

const WEEKLY_KM = [98.6, 104.2, 112.7, 121.5, 118.9, 133.3, 136.0, 115.9];

const km = (n: number) => `${n.toFixed(1)} km`;
const seconds = (hms: string) => hms.split(":").reduce((total, part) => total * 60 + Number(part), 0);
const paceSeconds = (m: Member) => Math.round(seconds(m.time) / m.km);
const pace = (m: Member) => {
  const s = paceSeconds(m);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")} /km`;
};

export default function App() {
  const ranked = [...MEMBERS].sort((a, b) => b.km - a.km);
  const clubTotal = MEMBERS.reduce((s, m) => s + m.km, 0);
  const fastest = [...MEMBERS].sort((a, b) => paceSeconds(a) - paceSeconds(b))[0];
  const best = WEEKLY_KM.reduce((top, v, i) => (v > WEEKLY_KM[top] ? i : top), 0);

  return (
    <main>
      <h1>Riverside Striders - spring season 2025</h1>
      <section aria-labelledby="leaderboard-heading">
        <h2 id="leaderboard-heading">Season leaderboard</h2>
        <p className="callout">
          Fastest average pace: {fastest.name}, {pace(fastest)}
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Runner</th>
              <th scope="col" className="num">Distance</th>
              <th scope="col" className="num">Runs</th>
              <th scope="col" className="num">Avg pace</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((m, i) => (
              <tr key={m.name}>
                <td>{i + 1}</td>
                <td>{m.name}</td>
                <td className="num">{km(m.km)}</td>
                <td className="num">{m.runs}</td>
                <td className="num">{pace(m)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="total">Club total: {km(clubTotal)}</p>
      </section>
      <section aria-labelledby="weekly-heading">
        <h2 id="weekly-heading">Club distance by week</h2>
        <WeekChart weeks={WEEKLY_KM} />
        <p className="total">
          Best week: Week {best + 1} ({km(WEEKLY_KM[best])})
        </p>
      </section>
    </main>
  );
}
