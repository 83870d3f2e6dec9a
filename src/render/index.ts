// The board as a picture: SVG from a view (pure), PNG from the SVG for mail clients that block SVG.
export { renderBoardSvg } from "./board.js";
export { svgToPng, PNG_WIDTH } from "./png.js";
export { svgToPngAsync } from "./pngDrawer.js";
export { boardAttachments, boardImage, mailBoard, type BoardAttachment, type MailBoard } from "./mail.js";
