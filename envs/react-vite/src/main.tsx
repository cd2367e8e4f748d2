// Owned by the environment: generated code may not overwrite this file.
import { createRoot } from "react-dom/client";
import App from "./App";

// No StrictMode: its double-invoked effects would double every tool call.
createRoot(document.getElementById("root")!).render(<App />);
