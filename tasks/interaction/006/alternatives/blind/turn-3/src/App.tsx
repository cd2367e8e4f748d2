import { useState } from "react";
import AdjustPanel from "./AdjustPanel";
import IngredientsPanel, { type ShownIngredient } from "./IngredientsPanel";
import { BASE_RECIPE, BASE_SERVINGS, describe, type UnitSystem } from "./recipe";
import "./styles.css";

const MIN_SERVINGS = 1;
const MAX_SERVINGS = 12;

function readServings(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < MIN_SERVINGS || n > MAX_SERVINGS) return null;
  return n;
}

export default function App() {
  const [servingsText, setServingsText] = useState(String(BASE_SERVINGS));
  const [servings, setServings] = useState(BASE_SERVINGS);
  const [system, setSystem] = useState<UnitSystem>("metric");
  const [ticked, setTicked] = useState<Record<string, boolean>>({});

  const typedIsValid = readServings(servingsText) !== null;

  function typeServings(raw: string) {
    setServingsText(raw);
    const n = readServings(raw);
    if (n !== null) setServings(n);
  }

  function stepServings(delta: number) {
    const next = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, servings + delta));
    setServings(next);
    setServingsText(String(next));
  }

  function toggle(key: string) {
    setTicked((prev) => ({ ...prev, [key]: !prev[key] }));
  }

  const shown: ShownIngredient[] = BASE_RECIPE.map((item) => ({
    key: item.key,
    name: item.name,
    line: describe(item, servings, system),
  }));

  return (
    <main className="sheet">
      <h1>Buttermilk pancakes</h1>
      <p className="intro">The base recipe feeds 4. Pick how many people are eating and the amounts follow.</p>

      <AdjustPanel
        servingsText={servingsText}
        servings={servings}
        min={MIN_SERVINGS}
        max={MAX_SERVINGS}
        typedIsValid={typedIsValid}
        system={system}
        onType={typeServings}
        onStep={stepServings}
        onSystem={setSystem}
      />

      <IngredientsPanel items={shown} ticked={ticked} onToggle={toggle} onResetTicks={() => setTicked({})} />
    </main>
  );
}
