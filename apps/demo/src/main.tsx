import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { loadStartingLanguage } from "./i18n/language-store";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const rootElement = root;
// The first screen waits for its language's texts (one small chunk), so it never flashes English.
void loadStartingLanguage().then(() => {
  createRoot(rootElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
