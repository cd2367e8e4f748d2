import { useRef, useState } from "react";
import AdjustPanel from "./AdjustPanel";
import IngredientsPanel, { type ShownIngredient } from "./IngredientsPanel";
import { BASE_RECIPE, BASE_SERVINGS, describe, extraItem, type RecipeItem, type UnitSystem } from "./recipe";
import "./styles.css";

const MIN_SERVINGS = 1;
const MAX_SERVINGS = 24;
const FLOUR_PER_SERVING = 62.5;

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
  const [extras, setExtras] = useState<RecipeItem[]>([]);
  const nextExtra = useRef(1);
  const [flourText, setFlourText] = useState("");
  const [flourNote, setFlourNote] = useState<string | null>(null);

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

  function typeFlour(raw: string) {
    setFlourText(raw);
    setFlourNote(null);
  }

  function fitToFlour() {
    const grams = flourText.trim() === "" ? NaN : Number(flourText);
    if (!Number.isFinite(grams)) {
      setFlourNote("Enter how many grams of flour you have");
      return;
    }
    const covered = Math.floor(grams / FLOUR_PER_SERVING);
    if (covered < MIN_SERVINGS) {
      setFlourNote("Not enough flour for one serving");
      return;
    }
    const next = Math.min(MAX_SERVINGS, covered);
    setServings(next);
    setServingsText(String(next));
    setFlourNote(null);
  }

  function toggle(key: string) {
    setTicked((prev) => ({ ...prev, [key]: !prev[key] }));
  }

  function addExtra(name: string, grams: number) {
    const key = `extra-${nextExtra.current++}`;
    setExtras((prev) => [...prev, extraItem(key, name, grams)]);
  }

  function removeExtra(key: string) {
    setExtras((prev) => prev.filter((item) => item.key !== key));
    setTicked((prev) => {
      const rest = { ...prev };
      delete rest[key];
      return rest;
    });
  }

  const shown: ShownIngredient[] = [
    ...BASE_RECIPE.map((item) => ({
      key: item.key,
      name: item.name,
      line: describe(item, servings, system),
      removable: false,
    })),
    ...extras.map((item) => ({
      key: item.key,
      name: item.name,
      line: describe(item, servings, system),
      removable: true,
    })),
  ];

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
        flourText={flourText}
        flourNote={flourNote}
        onFlour={typeFlour}
        onFit={fitToFlour}
      />

      <IngredientsPanel
        items={shown}
        ticked={ticked}
        onToggle={toggle}
        onResetTicks={() => setTicked({})}
        onAddExtra={addExtra}
        onRemoveExtra={removeExtra}
      />
    </main>
  );
}
