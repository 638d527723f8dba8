import "./app/styles.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { reportWebVitals } from "./features/analytics/analytics.ts";
import { initI18n } from "./i18n/i18n.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void reportWebVitals();
});
