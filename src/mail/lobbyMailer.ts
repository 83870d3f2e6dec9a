// The mails of a game's life outside its orders (src/games/lobby/mailer.ts): absence notices, a seat
// handed to a substitute (with the board, as a side's mail), and who now plays a side.
import type { LobbyMailer } from "../games/lobby/index.js";
import { translator } from "../i18n/translator.js";
import { composeSideMail, type MailSettings } from "./compose.js";
import { toHtml } from "./html.js";
import { inviteMail } from "./invite.js";

export function createLobbyMailer(settings: MailSettings): LobbyMailer {
  return {
    invite: (invite) => inviteMail(settings, invite),
    absence({ gameId, to, side, from, until, language }) {
      const t = translator(language);
      const text = t("lobby.absenceNotice", { gameId, side: t(`side.${side}`), from, until });
      return { to, subject: t("lobby.absenceSubject", { gameId, side: t(`side.${side}`) }), text: `${text}\n`, html: toHtml(text), replyTo: null, inReplyTo: null };
    },
    handover({ gameId, to, side, token, state, version, deadline, language }) {
      const t = translator(language);
      const preface = [t("lobby.handover", { side: t(`side.${side}`), token })];
      return composeSideMail(settings, { gameId, version, side, to, state, events: [], preface, language, deadline });
    },
    seatChanged({ gameId, to, side, newcomer, language }) {
      const t = translator(language);
      const text = t("lobby.seatChanged", { gameId, side: t(`side.${side}`), email: newcomer });
      return { to, subject: t("lobby.seatChangedSubject", { gameId, side: t(`side.${side}`) }), text: `${text}\n`, html: toHtml(text), replyTo: null, inReplyTo: null };
    },
  };
}
