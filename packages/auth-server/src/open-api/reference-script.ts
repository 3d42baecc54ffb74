/**
 * The reference page's one script (serve it as a file of your own, `script-src 'self'`, and
 * pass `scriptURL`): the search box filters the endpoints and schemas, and each "Try it" form
 * sends its request to the same origin with the reader's cookies and shows the answer.
 */
export const OPENAPI_REFERENCE_SCRIPT = `(() => {
  const root = document.documentElement;
  root.classList.add("scripted");
  const search = document.getElementById("reference-search");
  const empty = document.getElementById("reference-no-match");
  const entries = [...document.querySelectorAll("[data-search]")];
  const filter = () => {
    const words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
    let shown = 0;
    for (const entry of entries) {
      const text = entry.getAttribute("data-search");
      const match = words.every((word) => text.includes(word));
      entry.hidden = !match;
      if (match && entry.tagName === "LI") shown++;
    }
    for (const group of document.querySelectorAll("[data-group]")) {
      group.hidden = group.querySelector("li:not([hidden])") === null;
    }
    empty.hidden = shown > 0;
  };
  if (search) search.addEventListener("input", filter);
  const pretty = (text) => {
    try { return JSON.stringify(JSON.parse(text), null, 2); } catch { return text; }
  };
  for (const form of document.querySelectorAll("form.try-form")) {
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const output = form.querySelector("output");
      const button = form.querySelector("button");
      const method = form.dataset.method;
      let path = form.dataset.path;
      for (const input of form.querySelectorAll("input[data-path-parameter]")) {
        path = path.replace("{" + input.name + "}", encodeURIComponent(input.value));
      }
      const query = form.elements.query ? form.elements.query.value.trim().replace(/^\\?/, "") : "";
      const bodyField = form.elements.body;
      const init = { method, credentials: "same-origin", headers: { accept: "application/json" } };
      if (bodyField && bodyField.value.trim() !== "") {
        init.headers["content-type"] = "application/json";
        init.body = bodyField.value;
      }
      button.disabled = true;
      output.textContent = button.dataset.sending;
      try {
        const response = await fetch(path + (query ? "?" + query : ""), init);
        const text = await response.text();
        output.textContent = response.status + " " + response.statusText + "\\n\\n" + pretty(text);
        output.dataset.status = String(response.status);
      } catch {
        output.textContent = button.dataset.failure;
        output.dataset.status = "failed";
      } finally {
        button.disabled = false;
      }
    });
  }
})();
`;
