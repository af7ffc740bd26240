/**
 * Rich text from members is untrusted whatever sent it (the editor or a direct API call). One allow-list:
 * text formatting, headings, lists, quotes, links (http, https, mailto) and images from our own uploads only
 * (decision 012: another host would see every reader). Scripts, event handlers, styles, javascript: and data:
 * URLs, iframes, SVG and forms never survive.
 */
import { OWN_UPLOAD_PATTERN, ownUploadPath } from "@mulmung/domain/validation";
import sanitizeHtml from "sanitize-html";

/** Stored posts keep the bare `/uploads/...` path of each image. */
function isStoredImageSource(src: string | undefined): src is string {
  const match = typeof src === "string" ? OWN_UPLOAD_PATTERN.exec(src) : null;
  return match !== null && match[1] === undefined;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "hr",
  ],
  allowedAttributes: { a: ["href", "rel", "target"], img: ["src", "alt"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Text inside these is dropped with the tag, not shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "svg", "math", "iframe", "object", "template"],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
    }),
    b: "strong",
    i: "em",
  },
  // An image must be one of our uploads (made a bare path by sanitizeRichText); anything else is removed.
  exclusiveFilter: (frame) => frame.tag === "img" && !isStoredImageSource(frame.attribs.src),
};

/** The stored HTML of a post; `publicUrl` is our origin, whose absolute upload URLs become bare paths. */
export function sanitizeRichText(html: string, publicUrl: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: ownUploadPath(attribs.src, publicUrl) ?? "" },
      }),
    },
  }).trim();
}

/** Plain text of sanitised HTML: search grams, list previews, the "is it empty?" check. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote)>|<br\s*\/?>/gi, " "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The first image of a post, for its list thumbnail. */
export function firstImageOf(html: string): string | null {
  const match = /<img[^>]*\ssrc="([^"]+)"/i.exec(html);
  const src = match?.[1]?.replace(/&amp;/g, "&");
  return isStoredImageSource(src) ? src : null;
}
