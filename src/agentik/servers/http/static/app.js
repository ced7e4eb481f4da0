// The agentik memory page: list, search as you type, add, edit, archive, restore, delete; the skills.
// Talks to this server's JSON API only; note text is always set as text, never as HTML.
"use strict";

const TEXT = {
  en: { memory: "memory", live: "Notes", archived: "Archived", all: "All categories", user: "About the user",
        world: "Their world", preference: "Preferences", search_ph: "Search as you type…", add: "Add a note",
        add_ph: "A fact worth remembering", save: "Save", cancel: "Cancel", edit: "Edit", archive: "Archive",
        restore: "Restore", delete: "Delete", more: "Show more", token_label: "This server needs its token (AGENTIK_API_TOKEN):",
        token_use: "Use", counts: (s) => `${s.live} notes · ${s.archived} archived`, empty: "No notes here yet.",
        found: (n) => `${n} found`, nothing: "Nothing found.", saved: "Saved.", duplicate: "Already remembered.",
        archived_one: "Archived.", restored: "Restored.", deleted: "Deleted.", confirm: "Delete this note for good?",
        conversation: "conversation", loading: "Loading…", skills: "Skills", uses: (n) => `${n} uses`,
        live_skill: "live", draft_skill: "draft", archived_skill: "archived", pinned: "pinned" },
  ru: { memory: "память", live: "Заметки", archived: "Архив", all: "Все категории", user: "О пользователе",
        world: "Его мир", preference: "Предпочтения", search_ph: "Поиск по мере ввода…", add: "Добавить заметку",
        add_ph: "Факт, который стоит запомнить", save: "Сохранить", cancel: "Отмена", edit: "Изменить",
        archive: "В архив", restore: "Вернуть", delete: "Удалить", more: "Показать ещё",
        token_label: "Серверу нужен его токен (AGENTIK_API_TOKEN):", token_use: "Войти",
        counts: (s) => `заметок: ${s.live} · в архиве: ${s.archived}`, empty: "Здесь пока нет заметок.",
        found: (n) => `найдено: ${n}`, nothing: "Ничего не найдено.", saved: "Сохранено.", duplicate: "Это уже запомнено.",
        archived_one: "Перенесено в архив.", restored: "Возвращено.", deleted: "Удалено.",
        confirm: "Удалить эту заметку навсегда?", conversation: "разговор", loading: "Загрузка…", skills: "Навыки",
        uses: (n) => `использований: ${n}`, live_skill: "действует", draft_skill: "черновик", archived_skill: "в архиве",
        pinned: "закреплена" },
};

const state = { lang: localStorage.getItem("agentik.lang") || ((navigator.language || "en").startsWith("ru") ? "ru" : "en"),
                view: "live", cursor: null, query: "", timer: null, seq: 0 };
const $ = (id) => document.getElementById(id);
const t = (key, ...args) => { const v = TEXT[state.lang][key]; return typeof v === "function" ? v(...args) : v; };

function translate(root = document) {
  root.querySelectorAll("[data-t]").forEach((el) => { el.textContent = t(el.dataset.t); });
  root.querySelectorAll("[data-tp]").forEach((el) => { el.placeholder = t(el.dataset.tp); });
}

function say(message, isError = false) {
  $("status").textContent = message || "";
  $("status").classList.toggle("error", isError);
}

async function api(method, path, body, headers = {}) {
  const token = sessionStorage.getItem("agentik.token");
  const init = { method, headers: { Accept: "application/json", ...headers } };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) { init.headers["Content-Type"] = "application/json"; init.body = JSON.stringify(body); }
  const response = await fetch(path, init);
  const data = await response.json().catch(() => ({}));
  if (response.status === 401) $("token-form").hidden = false;
  if (!response.ok) throw new Error(data.detail || `${response.status} ${response.statusText}`);
  return { data, status: response.status, etag: response.headers.get("ETag") };
}

function when(ms) {
  return new Date(ms).toLocaleString(state.lang === "ru" ? "ru-RU" : "en-GB",
    { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
}

function render(note) {
  const li = $("note-tpl").content.firstElementChild.cloneNode(true);
  translate(li);
  li.dataset.id = note.id;
  const badge = li.querySelector(".badge");
  badge.textContent = t(note.category);
  badge.classList.add(note.category);
  li.querySelector(".when").textContent = when(note.created_at);
  li.querySelector(".scope").textContent = (note.conversation_id ? `${t("conversation")}: ${note.conversation_id}` : "")
    + (note.pinned ? ` · ${t("pinned")}` : "");
  li.querySelector(".content").textContent = note.content;
  li.querySelector(".archive").hidden = note.archived_at !== null;
  li.querySelector(".restore").hidden = note.archived_at === null;
  li.querySelector(".edit").hidden = note.archived_at !== null;
  wire(li, note);
  return li;
}

function wire(li, note) {
  const editor = li.querySelector(".editor");
  const area = editor.querySelector("textarea");
  const select = editor.querySelector("select");
  let etag = null;
  li.querySelector(".edit").onclick = async () => {
    try {
      const got = await api("GET", `/memory/${encodeURIComponent(note.id)}`);
      etag = got.etag; area.value = got.data.content; select.value = got.data.category;
      editor.hidden = false; area.focus();
    } catch (error) { say(error.message, true); }
  };
  editor.querySelector(".cancel").onclick = () => { editor.hidden = true; };
  editor.querySelector(".save").onclick = () => act(async () => {
    const done = await api("PATCH", `/memory/${encodeURIComponent(note.id)}`,
                           { content: area.value, category: select.value }, etag ? { "If-Match": etag } : {});
    li.replaceWith(render(done.data));
    return t("saved");
  });
  li.querySelector(".archive").onclick = () => act(async () => {
    await api("POST", `/memory/${encodeURIComponent(note.id)}/archive`); li.remove(); return t("archived_one");
  });
  li.querySelector(".restore").onclick = () => act(async () => {
    await api("POST", `/memory/${encodeURIComponent(note.id)}/restore`); li.remove(); return t("restored");
  });
  li.querySelector(".delete").onclick = () => {
    if (!confirm(t("confirm"))) return;
    act(async () => { await api("DELETE", `/memory/${encodeURIComponent(note.id)}`); li.remove(); return t("deleted"); });
  };
}

async function act(step) {
  try { say(await step()); await counts(); } catch (error) { say(error.message, true); }
}

async function counts() {
  try {
    const { data } = await api("GET", "/stats");
    $("counts").textContent = t("counts", { live: data.live ?? "?", archived: data.archived ?? "?" });
  } catch (error) { /* the status line already says why */ }
}

function renderSkill(skill) {
  const li = $("skill-tpl").content.firstElementChild.cloneNode(true);
  li.dataset.name = skill.name;
  li.querySelector(".name").textContent = skill.name;
  li.querySelector(".state").textContent = t(`${skill.state}_skill`);
  li.querySelector(".uses").textContent = t("uses", skill.use_count);
  li.querySelector(".description").textContent = skill.description;
  li.querySelector(".body").textContent = skill.body || "";
  return li;
}

async function skills(show = false) {
  // the tab appears when there are skills; their bodies come with the list
  try {
    const { data } = await api("GET", "/skills?bodies=true");
    $("tab-skills").hidden = data.skills.length === 0 && state.view !== "skills";
    if (show) { $("skills").replaceChildren(...data.skills.map(renderSkill)); say(data.skills.length ? "" : t("empty")); }
  } catch (error) { if (show) say(error.message, true); }
}

async function load(append = false) {
  if (state.view === "skills") return skills(true);
  const seq = ++state.seq;
  const list = $("notes");
  const category = $("category").value;
  try {
    if (!append) say(t("loading"));
    let notes, next = null;
    const archived = state.view === "archived";
    if (state.query && !archived) {
      const params = new URLSearchParams({ q: state.query, k: "50" });
      if (category) params.set("category", category);
      notes = (await api("GET", `/memory/search?${params}`)).data.hits;
    } else {
      const params = new URLSearchParams({ limit: "50" });
      if (category) params.set("category", category);
      if (append && state.cursor) params.set("cursor", state.cursor);
      const { data } = await api("GET", `/memory${archived ? "/archived" : ""}?${params}`);
      notes = data.notes; next = data.next_cursor;
      if (state.query) notes = notes.filter((n) => n.content.toLowerCase().includes(state.query.toLowerCase()));
    }
    if (seq !== state.seq) return;  // a newer request started: its answer wins
    if (!append) list.replaceChildren();
    notes.forEach((note) => list.append(render(note)));
    state.cursor = next;
    $("more").hidden = !next;
    say(state.query ? (notes.length ? t("found", notes.length) : t("nothing")) : (list.children.length ? "" : t("empty")));
  } catch (error) { if (seq === state.seq) say(error.message, true); }
}

function tab(view) {
  state.view = view;
  for (const name of ["live", "archived", "skills"]) $(`tab-${name}`).setAttribute("aria-selected", String(view === name));
  const onSkills = view === "skills";
  $("new-note").hidden = view !== "live";
  document.querySelector(".bar").hidden = onSkills;
  $("notes").hidden = onSkills; $("skills").hidden = !onSkills;
  if (onSkills) $("more").hidden = true;
  load();
}

function setLang(lang) {
  state.lang = lang; localStorage.setItem("agentik.lang", lang);
  document.documentElement.lang = lang;
  $("lang").textContent = lang === "ru" ? "EN" : "RU";
  translate(); counts(); skills(); load();
}

document.addEventListener("DOMContentLoaded", () => {
  $("search").addEventListener("input", () => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => { state.query = $("search").value.trim(); load(); }, 200);
  });
  $("category").onchange = () => load();
  $("tab-live").onclick = () => tab("live");
  $("tab-archived").onclick = () => tab("archived");
  $("tab-skills").onclick = () => tab("skills");
  $("more").onclick = () => load(true);
  $("lang").onclick = () => setLang(state.lang === "ru" ? "en" : "ru");
  $("add-form").onsubmit = (event) => {
    event.preventDefault();
    act(async () => {
      const done = await api("POST", "/memory", { content: $("add-content").value, category: $("add-category").value });
      $("add-content").value = "";
      await load();
      return done.status === 201 ? t("saved") : t("duplicate");
    });
  };
  $("token-form").onsubmit = (event) => {
    event.preventDefault();
    sessionStorage.setItem("agentik.token", $("token").value.trim());
    $("token-form").hidden = true;
    counts(); skills(); load();
  };
  setLang(state.lang);
});
