// Your turn, signalled: the tab's title (always, by the table page), and on request a short
// sound (WebAudio, no file) and a browser notification (Notification API) when a decision
// becomes yours. Both switches are off by default and remembered in this browser.
import { el, t } from "./ui.js";

const KEYS = { sound: "salon.turn_sound", notify: "salon.turn_notify" };

const get = (k) => { try { return localStorage.getItem(KEYS[k]) === "1"; } catch (e) { return false; } };
const put = (k, on) => { try { localStorage.setItem(KEYS[k], on ? "1" : "0"); } catch (e) { /* private mode */ } };

let audio = null;

/** A short two-note beep. */
export function beep() {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const now = audio.currentTime;
    [660, 880].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, now + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.16 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.16 + 0.15);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.16);
      osc.stop(now + i * 0.16 + 0.16);
    });
  } catch (e) { /* no audio here */ }
}

/** The two switches, and `yourTurn(text)` to call when a decision becomes yours. */
export function turnAlerts() {
  const sound = el("input", { type: "checkbox", class: "turn-sound", checked: get("sound"), onchange: (e) => {
    put("sound", e.target.checked);
    if (e.target.checked) beep(); // the click unlocks audio, and lets you hear it
  } });
  const notify = el("input", { type: "checkbox", class: "turn-notify", checked: get("notify") && "Notification" in window, disabled: !("Notification" in window), onchange: async (e) => {
    let on = e.target.checked;
    if (on && Notification.permission !== "granted") {
      try { on = (await Notification.requestPermission()) === "granted"; } catch (err) { on = false; }
      e.target.checked = on;
    }
    put("notify", on);
  } });
  const controls = el("span", { class: "turn-alerts" }, [
    el("label", { title: t("alerts-sound-title") }, [sound, " ", t("alerts-sound")]),
    el("label", { title: t("alerts-notify-title") }, [notify, " ", t("alerts-notify")]),
  ]);
  return {
    controls,
    yourTurn(title, body) {
      if (sound.checked) beep();
      if (notify.checked && document.hidden && "Notification" in window && Notification.permission === "granted") {
        try { new Notification(title, { body, tag: "salon-turn" }); } catch (e) { /* not allowed here */ }
      }
    },
  };
}
