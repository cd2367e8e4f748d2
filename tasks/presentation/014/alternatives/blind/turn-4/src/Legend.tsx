import { COLOR_2025, COLOR_2026 } from './SiteChart';

export default function Legend() {
  return (
    <ul className="legend" aria-label="Legend">
      <li>
        <span className="swatch" style={{ background: COLOR_2025 }} aria-hidden="true" />
        Q3 2025
      </li>
      <li>
        <span className="swatch" style={{ background: COLOR_2026 }} aria-hidden="true" />
        Q3 2026
      </li>
    </ul>
  );
}
