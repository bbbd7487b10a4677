/**
 * The chat assistant's canned answers (SPEC.md "Chat"). Prices, durations,
 * offers and batch dates are never written here: the answers are templates
 * filled at reply time from the catalogue the page loaded (decision 13), so
 * the chat says what every other page says. Placeholders:
 * - site configuration: {phone}, {email}, {brand};
 * - per course ({python}, {java}, {ai}, {aws}, {azure}, {sql}): {python.weeks}
 *   ("12 weeks"), {python.price}, {python.fee} (the fee sentence, or why it
 *   cannot be bought), {python.next} (the next batch's start, or nothing);
 * - whole catalogue: {feeList}, {durationList}, {durationRange}, {courseList},
 *   {offer} (the live offer, or that none is running), {nextBatches};
 * - how to pay (content/payment-ways.ts: UPI only, or online too when a
 *   payment gateway is set up): {pay.short}, {pay.payment}, {pay.steps},
 *   {pay.confirm}.
 * The other claims (refund days, hiring partners, instructors' experience,
 * office hours) are written once in CHAT_FACTS; outcome figures come from
 * outcomes.ts.
 */

import { PLACEMENT_DISCLAIMER } from "./disclaimers";
import { OUTCOMES, PLACEMENT_RATE_MONTHS } from "./outcomes";

export const CHAT_LANGUAGES = ["en", "te"] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** SPEC.md "Chat": typing delay 1 second; message area at most 350px high. */
export const CHAT_TYPING_DELAY_MS = 1000;
export const CHAT_MESSAGES_MAX_HEIGHT_PX = 350;
/** SPEC.md "Validation rules": the file input accepts .pdf, .doc, .docx, .txt. */
export const CHAT_DOCUMENT_EXTENSIONS = [".pdf", ".doc", ".docx", ".txt"] as const;
/** SPEC.md "Chat": the generic context reply quotes this many characters of the context. */
export const CHAT_CONTEXT_QUOTE_LENGTH = 50;

export const CHAT_FACTS = {
  refundDays: 3,
  placementRate: `${OUTCOMES.placementRate.value}`,
  placementMonths: PLACEMENT_RATE_MONTHS,
  hiringPartners: "100+",
  instructorYears: "5+",
  officeHours: "Monday to Saturday, 9 AM to 6 PM",
  /** PRODUCT.md item 7: the disclaimer stands next to placement claims. */
  placementDisclaimer: PLACEMENT_DISCLAIMER,
} as const;

const F = CHAT_FACTS;

export interface ChatKeywordAnswer {
  /**
   * SPEC.md's keyword, matched in the lower-cased message as whole words with
   * an optional ending ("jobs", "enrollment", "prices"), never inside a word.
   */
  keyword: string;
  /** Other spellings that count as the same keyword (same place in the order). */
  aliases?: readonly string[];
  answer: string;
}

/** SPEC.md "Chat": keyword order, first match wins. Do not reorder. */
export const CHAT_KEYWORD_ANSWERS: readonly ChatKeywordAnswer[] = [
  {
    keyword: "python course",
    aliases: ["python full stack"],
    answer: `Our Python Full Stack course runs {python.weeks}: Python, Django, REST APIs, React and PostgreSQL, taught live with a real project every week. {python.fee} {python.next}`,
  },
  {
    keyword: "java course",
    aliases: ["java full stack"],
    answer: `Our Java Full Stack course runs {java.weeks}: Core Java, Spring Boot, Hibernate, Angular and Maven, ending with a complete web application you can show employers. {java.fee} {java.next}`,
  },
  {
    keyword: "ai course",
    aliases: ["machine learning", "artificial intelligence"],
    answer: `Our AI & Machine Learning course runs {ai.weeks}: Python for data, machine learning, neural networks with TensorFlow, computer vision, NLP and generative AI. {ai.fee} {ai.next}`,
  },
  {
    keyword: "aws course",
    aliases: ["aws cloud"],
    answer: `Our AWS Cloud course runs {aws.weeks}: EC2, S3, IAM, VPC, Lambda and automated deployments, preparing you for the AWS certification exams. {aws.fee} {aws.next}`,
  },
  {
    keyword: "azure course",
    aliases: ["azure cloud"],
    answer: `Our Azure Cloud course runs {azure.weeks}: virtual machines, App Service, storage, identity, networking and DevOps pipelines, aligned with the Microsoft AZ-900 and AZ-104 exams. {azure.fee} {azure.next}`,
  },
  {
    keyword: "price",
    aliases: ["fee", "cost"],
    answer: `Our course fees: {feeList}. {offer} You pay {pay.short} on our Buy a Course page.`,
  },
  {
    keyword: "duration",
    aliases: ["how long"],
    answer: `Our courses run {durationRange}: {durationList}. Each course page lists its batches with their days and times.`,
  },
  {
    keyword: "certificate",
    aliases: ["certification"],
    answer: `Yes. You get a {brand} certificate of completion when you {certificateRule}. Employers can verify its code online. The cloud courses also prepare you for the official AWS and Microsoft Azure certification exams.`,
  },
  {
    keyword: "job",
    answer: `We support you until you're hired: resume and professional-profile reviews, mock interviews and introductions to our ${F.hiringPartners} hiring partners. ${F.placementRate} of our students who take part in placement support are placed within ${F.placementMonths} months of finishing their course. ${F.placementDisclaimer}`,
  },
  {
    keyword: "payment",
    aliases: ["pay"],
    answer: `You can pay {pay.payment} on our Buy a Course page: choose your course and batch, {pay.steps}. For help with a payment, call {phone} or email {email}.`,
  },
  {
    keyword: "discount",
    answer: `{offer}`,
  },
  {
    keyword: "refund",
    answer: `We have a ${F.refundDays}-day refund policy: if the course isn't right for you, ask for a refund within ${F.refundDays} days of enrolling and we'll return your fee.`,
  },
  {
    keyword: "enroll",
    aliases: ["enrol", "join", "admission", "register"],
    answer: `Choose a batch on your course's page and press Enroll: you pay {pay.short} on the Buy a Course page, and {pay.confirm}. Prefer to talk first? Press Enroll Now at the top of any page and we'll call you.`,
  },
  {
    keyword: "projects",
    aliases: ["project"],
    answer: `Every course is project-based. You build real applications, for example an online shop, a REST API with login, a live dashboard or a machine-learning model deployed to the cloud, and publish them on GitHub as your portfolio.`,
  },
  {
    keyword: "prerequisite",
    aliases: ["prior experience", "eligibility", "eligible"],
    answer: `Most of our courses start from the basics, so no prior coding experience is needed: basic computer skills and time to practise every day are enough. For AI & Machine Learning some Python helps, and we cover it in the first weeks.`,
  },
  {
    keyword: "instructors",
    aliases: ["instructor", "trainer", "teacher", "mentor"],
    answer: `Our instructors are industry professionals with ${F.instructorYears} years of experience. They teach every class live, review your code and mentor you one to one.`,
  },
  {
    keyword: "batches",
    aliases: ["batch", "timing", "schedule"],
    answer: `{nextBatches} Each course page lists its batches with their days and times (India time) and the seats left.`,
  },
  {
    keyword: "placement",
    answer: `${F.placementRate} of our students who take part in placement support are placed within ${F.placementMonths} months of finishing their course, with ${F.hiringPartners} hiring partners. Placement support includes resume building, mock interviews and interview referrals. ${F.placementDisclaimer}`,
  },
  {
    keyword: "technologies",
    aliases: ["technology", "tools", "tech stack"],
    answer: `We teach the tools companies hire for: Python, Django, Java, Spring Boot, React, Angular, SQL and PostgreSQL, TensorFlow, AWS and Azure, plus Git and deployment in every course.`,
  },
  {
    keyword: "mindset module",
    aliases: ["mindset", "soft skill"],
    answer: `The Mindset Module comes with every course at no extra cost: 1:1 mentorship, communication skills, resume and professional-profile building, interview preparation, confidence and a growth mindset.`,
  },
];

export interface ChatFallbackAnswer {
  /** Whole words that trigger the fallback (after no keyword matched). */
  words: readonly string[];
  answer: string;
}

/** SPEC.md "Chat": fallbacks when no keyword matched and no context was given, in this order. */
export const CHAT_FALLBACK_ANSWERS: readonly ChatFallbackAnswer[] = [
  {
    words: ["course", "courses", "learn", "learning", "study", "studying"],
    answer: `We offer {courseList}. Ask me about one, for example "python course", or about price, duration, batches or placement.`,
  },
  {
    words: ["contact", "call", "phone", "number"],
    answer: `You can call us on {phone} or email {email}. Our office hours are ${F.officeHours}.`,
  },
  {
    words: ["hello", "hi", "hey", "namaste"],
    answer: `Hello! How can I help you today? Ask me about our courses, fees, batches or placements.`,
  },
  {
    words: ["thank", "thanks", "thankyou"],
    answer: `You're welcome! Is there anything else I can help you with?`,
  },
];

/** SPEC.md "Error catalogue": the chat default answer, word for word. */
export const CHAT_DEFAULT_ANSWER =
  "Thanks for your message! To get a detailed answer, please leave your email and we'll get back to you soon. Alternatively, you can call us at {phone}.";

/** Telugu default on a miss: the same invitation to leave an e-mail. */
export const CHAT_TELUGU_DEFAULT_ANSWER =
  "మీ సందేశానికి ధన్యవాదాలు! వివరమైన సమాధానం కోసం దయచేసి మీ ఇమెయిల్ ఇవ్వండి, మేము త్వరలో మిమ్మల్ని సంప్రదిస్తాము. లేదా మాకు {phone} కు కాల్ చేయవచ్చు.";

/** Appended to English answers in Telugu mode until the answers are translated. */
export const CHAT_TELUGU_NOTE = "(తెలుగు అనువాదం త్వరలో వస్తుంది; ప్రస్తుతానికి సమాధానం ఇంగ్లీష్‌లో ఉంది.)";

/** {quote} is the first 50 characters of the context the person gave. */
export const CHAT_CONTEXT_ANSWER = `Thanks! Based on what you told me ("{quote}"), one of our course advisers can give you a personal answer. Call {phone} or email {email}, ${F.officeHours}.`;

export const CHAT_TEXT: Record<
  ChatLanguage,
  {
    welcome: string;
    emailThanks: string;
    contextSaved: string;
    documentSaved: string;
    documentRejected: string;
    typing: string;
  }
> = {
  en: {
    welcome:
      "Hi! I'm the {brand} assistant. Ask me about our courses, fees, batches, placements or anything else.",
    emailThanks: "Thank you! We'll get back to you at {email} soon.",
    contextSaved: "Got it, thanks! I'll keep this in mind when I answer your questions.",
    documentSaved:
      "Thanks! I've noted your document \"{filename}\". Ask your question and I'll take it into account.",
    documentRejected: "Please upload a PDF, Word (.doc or .docx) or text (.txt) document.",
    typing: "The assistant is typing…",
  },
  te: {
    welcome: "నమస్కారం! నేను {brand} సహాయకుడిని. మా కోర్సులు, ఫీజులు, బ్యాచ్‌లు, ప్లేస్‌మెంట్ల గురించి ఏదైనా అడగండి.",
    emailThanks: "ధన్యవాదాలు! మేము త్వరలో {email} కు సమాధానం పంపుతాము.",
    contextSaved: "సరే, ధన్యవాదాలు! మీ ప్రశ్నలకు సమాధానం ఇచ్చేటప్పుడు దీన్ని గుర్తుంచుకుంటాను.",
    documentSaved: 'ధన్యవాదాలు! మీ పత్రం "{filename}" నమోదు చేశాను. మీ ప్రశ్న అడగండి.',
    documentRejected: "దయచేసి PDF, Word (.doc లేదా .docx) లేదా టెక్స్ట్ (.txt) పత్రాన్ని అప్‌లోడ్ చేయండి.",
    typing: "సహాయకుడు టైప్ చేస్తున్నారు…",
  },
};

/** The document note stored as context (SPEC.md "Chat widget"). */
export const CHAT_DOCUMENT_NOTE = "User uploaded document: {filename}";
