import { useState } from "react";
import "./app.css";
import {
  errorText,
  findDuplicates,
  type Row,
} from "./helpdesk";
import DuplicatesTable, { countLabel } from "./DuplicatesTable";

export default function App() {
  const [query, setQuery] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [searchMessage, setSearchMessage] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  async function runSearch(words: string) {
    setSearching(true);
    try {
      const found = await findDuplicates(words);
      setRows(found);
      setSearchMessage(null);
    } catch (err) {
      setSearchMessage("Refused: " + errorText(err));
    } finally {
      setSearching(false);
    }
  }

  async function onSearch() {
    const words = query.trim();
    if (words === "") {
      setRows(null);
      setSearchMessage("Type at least one word");
      return;
    }
    await runSearch(words);
  }

  return (
    <main className="page">
      <h1>Duplicate clean-up</h1>

      <form
        className="search"
        onSubmit={(e) => {
          e.preventDefault();
          void onSearch();
        }}
      >
        <label className="field">
          <span>Subject words</span>
          <input type="text" value={query} onChange={(e) => setQuery(e.target.value)} />
        </label>
        <button type="submit" className="primary" disabled={searching}>
          Search
        </button>
      </form>
      {searchMessage && (
        <p className="message" role="status">
          {searchMessage}
        </p>
      )}

      <section className="panel" aria-labelledby="matches-heading">
        <h2 id="matches-heading">Possible duplicates</h2>
        {rows === null ? (
          <p className="muted">Search for subject words to list possible duplicates.</p>
        ) : (
          <>
            <p className="count">{countLabel(rows.length)}</p>
            {rows.length > 0 && <DuplicatesTable rows={rows} />}
          </>
        )}
      </section>
    </main>
  );
}
