/**
 * Privacy Policy and Terms of Service. "{brand}" and "{email}" are placeholders:
 * the page replaces them with the brand name and contact e-mail from the site
 * configuration, so the text never hard-codes business details.
 *
 * Plain data: the Zod schema that checks it lives in legal-schema.ts and runs
 * in legal.test.ts, so the browser does not download Zod to read a policy
 * (docs/decisions/082-performance-budgets.md).
 */
export interface LegalSection {
  /** Anchor used by the table of contents: lower-case words joined by hyphens. */
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

// ---------------------------------------------------------------- privacy policy
/**
 * The privacy notice's version is the date of its last change: every form that collects
 * personal data stores it with the record it makes (leads, accounts, orders).
 */
export function privacyNoticeVersion() {
  return privacyPolicy.updated;
}

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  updated: "2026-11-27",
  intro:
    "This policy explains what personal data {brand} collects through this website and the student portal, why we collect it, how long we keep it, who we share it with and the rights you have over it. It is written for India's Digital Personal Data Protection Act, 2023 (the DPDP Act). If anything here is unclear, write to us at {email} and we will explain it in plain words.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        '{brand} runs live, instructor-led training in Python and Java full stack development, AI & ML, Microsoft Azure, SQL and related subjects, together with placement assistance and a student portal. When this policy says "we", "us" or "our", it means {brand}.',
        "Under the DPDP Act, {brand} is the Data Fiduciary for the personal data described in this policy: we decide why and how it is processed, and we are responsible for it. You, the person the data is about, are the Data Principal.",
        "This policy covers this website, its enquiry and subscription forms, the chat assistant, the student portal and the UPI payment page. Websites we link to, such as employers' job application pages or the video-meeting service used for live classes, have their own privacy policies.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect and why",
      paragraphs: [
        "We collect only what you give us in a form or in the portal, plus a small amount of technical information that every web request carries. We do not buy personal data from anyone, and we do not collect data about you from social networks.",
        "Here is each place where personal data enters our systems, what is stored and what it is used for:",
      ],
      bullets: [
        "Enquiry and contact forms (including course requests, enrolment enquiries and referrals): your name, e-mail address, phone number, the subject and message you write, the course you ask about, the page of the site the form was sent from and your browser's user agent (the short text that names your browser and operating system). We use these to answer you, to advise you on courses and batches, and to spot and block automated spam.",
        "Newsletter subscription: your e-mail address, used only to send you news about courses, batches and offers until you unsubscribe.",
        "Chat assistant: the chat's replies are generated in your browser and your conversation is not sent to us. Only if you choose to leave your e-mail address for a follow-up do we store that e-mail address and your last question, so that a member of our team can reply to you.",
        "Student accounts: your name, e-mail address, mobile number and batch; your password, which is stored only as an argon2id hash (a one-way scrambled form from which the password cannot be read back); a session record for each device you sign in on; your course progress; your exam results; and the doubts you post, with any image you attach. We use these to run your course, show you your schedule, materials and results, answer your doubts and issue your certificate.",
        "Payments: the order (course and amount), the UPI reference number (UTR) you give us, and, if you choose to provide them, the payer's name, e-mail address, phone number and a screenshot of the payment. Our staff use these to match your payment to your order and confirm your enrolment. Every verified payment gets a receipt (or a GST tax invoice) in your name, and a refund a credit note.",
        "Technical data: when you visit, our servers record your IP address, the date and time, the page requested and your browser's user agent in their logs. We use these logs to keep the site running, investigate faults and protect it against abuse, and we also keep short-lived counters that limit how often a form can be submitted.",
      ],
    },
    {
      id: "payments",
      heading: "How UPI payments work and what we never see",
      paragraphs: [
        "You pay for a course in your own UPI app, by scanning the QR code or entering our UPI ID. The payment happens entirely between you, your bank and the UPI network. This website never sees, asks for or stores your card number, bank account login, UPI PIN or any other bank credential. If anyone claiming to be from {brand} asks you for your UPI PIN or an OTP, do not share it and report it to {email}.",
        "After paying, you give us the UTR from your UPI app (and, if you like, a screenshot) so that our staff can find the payment in our bank statement and verify it. Keep your UTR until your enrolment is confirmed. If you choose to send proof of payment to us over WhatsApp or another messaging service instead, that service also processes the message under its own privacy policy.",
        // Filled only when online payments are set up (app/routes/marketing/privacy.tsx); else left out.
        "{onlinePayments}",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      paragraphs: [
        'We use one cookie, and only when you sign in to the student portal. It is a strictly necessary session cookie (named "__Host-session" on the live site) that keeps you signed in for up to 30 days or until you sign out. It holds a random token, not your name or password; it cannot be read by scripts on the page, it is sent only over HTTPS and it is not sent to other websites. Without it you could not use your account, so it does not require consent.',
        "The discount pop-up stores a single value in your browser's local storage, under the key \"discountExpiryTime\": the time at which the current offer's countdown ends. It contains no personal data, is never sent to our servers, and you can clear it at any time from your browser's site-data settings.",
        "We do not use advertising cookies, tracking pixels or third-party analytics, and we do not show third-party advertisements. If we ever want to add analytics, we will update this policy first and ask for your consent where the law requires it.",
      ],
    },
    {
      id: "lawful-basis",
      heading: "Our legal basis for using your data",
      paragraphs: [
        "Under the DPDP Act we may process personal data either with your consent (section 6) or for certain legitimate uses (section 7). Before you give us data, the form or page you are using tells you what it is for, and this policy gives the full details.",
        "We rely on these bases:",
      ],
      bullets: [
        "Consent: when you submit an enquiry, subscribe to the newsletter, leave your e-mail in the chat, create a student account or upload a payment screenshot or a doubt image, you agree to us using that data for the purpose stated at the point of collection and in this policy.",
        "Voluntarily provided data (section 7(a)): when you give us information for a specific purpose, such as sending your UTR so that we can verify your payment, we use it for that purpose unless you tell us you do not agree.",
        "Legal obligations (section 7(d) and 7(e)): we keep payment and accounting records because Indian tax and accounting laws require it, and we may disclose data when a law, court order or lawful request from a government authority requires us to.",
      ],
    },
    {
      id: "withdrawing-consent",
      heading: "Withdrawing your consent",
      paragraphs: [
        'Where we rely on your consent, you can withdraw it at any time, as easily as you gave it. To stop receiving the newsletter, reply to any newsletter e-mail asking to unsubscribe or write to {email} with the subject "Unsubscribe". To withdraw consent for anything else, such as keeping your enquiry or your student account, write to {email}.',
        "Withdrawing consent does not make the processing that took place before it unlawful. It may mean that we can no longer provide the service that depended on it; for example, we cannot keep a student account open without an e-mail address. Once you withdraw consent, we stop processing the data for that purpose within a reasonable time and delete it, unless the law requires us to keep it.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share your data with",
      paragraphs: [
        "We do not sell, rent or trade your personal data, and we do not share it with advertisers or data brokers. We share it only as described here, and only as much as each recipient needs.",
        "Service providers that process data for us act as our Data Processors under a contract, may use the data only to provide their service to us and must keep it secure. If a service provider stores data outside India, the transfer takes place only as section 16 of the DPDP Act permits, and this policy continues to apply.",
      ],
      bullets: [
        "Our staff and trainers: the people who answer enquiries, verify payments, answer doubts and run batches see the data they need for that work. Staff access is through individual accounts, and actions such as verifying a payment are recorded.",
        "Our e-mail delivery provider, which sends the e-mails we write to you (replies, password-reset links, enrolment confirmations and newsletters).",
        "Our hosting and database providers, which run the servers where this website and its data are stored.",
        "{paymentGateway}",
        "Employers, only with your agreement: as part of placement assistance we may, with your permission, share your name, contact details, course and results with a hiring company. When you apply for a job through an employer's own link, you give your data directly to that employer under its policies.",
        "Authorities and others where the law requires it: a court, the police, a tax authority or another body legally entitled to ask, or where needed to protect the safety of a person or to defend a legal claim.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep your data",
      paragraphs: [
        "We keep personal data only for as long as we need it for the purpose it was collected for, or as long as the law requires, and then delete it or irreversibly anonymise it. If you ask us to erase your data before the periods below end, we will do so unless the law requires us to keep it; payment records, for example, must be kept for the full eight years. Backups of the database are kept for up to five weeks (daily for a week, then weekly for four), so erased data leaves them within that time.",
        "These are our retention periods:",
      ],
      bullets: [
        "Enquiries, contact messages, referrals, job applications and chat follow-ups: deleted automatically {leadRetention} after the last activity on them (when you sent it, or when our team last updated it).",
        "Newsletter subscriptions (the footer's Subscribe, or the box you ticked at signup): until you unsubscribe; after that we keep only a record that the address unsubscribed, so that we do not write to it again.",
        'Student accounts and course records (profile, enrolments, attendance, exam attempts and results, doubts and attached images): until you delete your account (Profile, "Delete my account") or ask us to, so that we can verify and reissue your certificate.',
        "Payment records (order, amount, UTR or the payment gateway's references, payer details and screenshot, receipts, tax invoices, credit notes and refunds): 8 years from the end of the financial year in which the payment was made, as Indian tax and accounting laws require, and then deleted automatically. If you delete your account before then, the order and its receipts or invoices are kept with your name (and the state you gave for a GST invoice) only: your e-mail, phone and screenshot are removed.",
        "Server logs: 30 days. Sign-in sessions end when you sign out or after 30 days, and password-reset links expire shortly after they are sent.",
      ],
    },
    {
      id: "security",
      heading: "How we protect your data",
      paragraphs: [
        "We take reasonable security safeguards, as section 8(5) of the DPDP Act requires, to prevent personal data breaches. No system connected to the internet can be made perfectly secure, but we review our measures regularly and fix problems as soon as we find them. If a personal data breach does happen, we will inform the Data Protection Board of India and each affected person as the DPDP Act requires, explaining what happened, what it may mean for you and what we are doing about it.",
        "Our main security measures are:",
      ],
      bullets: [
        "All traffic to the website is encrypted with HTTPS.",
        "Passwords are stored only as argon2id hashes; nobody at {brand} can see your password.",
        "Session cookies are HttpOnly, Secure and SameSite, and the server keeps only a hash of each session token, so sessions can be ended at any time and a copy of the database does not let anyone sign in as you.",
        "Only staff accounts can open the staff console, staff accounts are created by us and not by sign-up, and staff actions such as verifying payments are logged.",
        "Forms and sign-in are rate-limited to slow down spam and password guessing.",
        "Uploaded payment screenshots and doubt images are kept in our database, not on a public file host, and are shown only to our staff and, for files uploaded from a student account, to that student.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights under the DPDP Act",
      paragraphs: [
        "As a Data Principal you have the following rights over the personal data {brand} holds about you. Exercising them is free of charge, and the next section explains how to do it.",
      ],
      bullets: [
        "Right to access information (section 11): a summary of the personal data we hold about you and what we do with it, and the names of the other Data Fiduciaries and Data Processors we have shared it with, with a description of what was shared.",
        "Right to correction and erasure (section 12): to have inaccurate or misleading data corrected, incomplete data completed, outdated data updated, and data we no longer need for its purpose erased, unless the law requires us to keep it.",
        "Right of grievance redressal (section 13): to have a complaint about how we handle your data answered by us, through the Grievance Officer named below.",
        "Right to nominate (section 14): to name another person who may exercise these rights on your behalf if you die or become unable to exercise them yourself.",
        "Right to withdraw consent (section 6(4)): at any time, for any processing that is based on your consent.",
      ],
    },
    {
      id: "exercise-rights",
      heading: "How to exercise your rights",
      paragraphs: [
        'Send an e-mail to {email} with the subject "Data request". Tell us which right you want to exercise and, if possible, send it from the e-mail address you used with us. If you are a student you can also do it yourself in the student portal: correct your phone number on your profile, "Download my data" there for a copy of everything we hold about you (a ZIP file), or "Delete my account" to erase it.',
        "To protect your data, we may ask you to confirm your identity before acting on a request, for example by replying from your registered e-mail address. We do not ask for more proof than we need. If you are making a request for someone else, such as a person who has nominated you, please include proof that you may act for them.",
        "We will reply within 30 days of receiving your request. If we cannot do what you ask, for instance because the law requires us to keep a payment record, we will explain why.",
        "The DPDP Act also sets out duties for Data Principals: to give accurate information, not to impersonate anyone and not to file false or frivolous complaints. Please keep these in mind when you write to us.",
      ],
    },
    {
      id: "grievance-officer",
      heading: "Grievance Officer",
      paragraphs: [
        'If you have a concern or complaint about how {brand} handles your personal data, contact our Grievance Officer by e-mail at {grievanceEmail}, with the subject "Grievance". Please describe the problem and include any reference that helps us find your records, such as your registered e-mail address or your order ID.',
        "The Grievance Officer will acknowledge your complaint, look into it and reply within 30 days with the outcome and any action we have taken.",
      ],
    },
    {
      id: "data-protection-board",
      heading: "Complaints to the Data Protection Board of India",
      paragraphs: [
        "If you are not satisfied with our answer to your grievance, or we do not answer within the time stated, you have the right to complain to the Data Protection Board of India, the authority set up under the DPDP Act. The Act asks you to use our grievance process first before going to the Board.",
        "Details of how to file a complaint are published by the Board and the Government of India. Complaining to the Board does not affect any other legal remedy you may have.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Under the DPDP Act, anyone under 18 is a child. Our courses are meant for adults, but we welcome younger learners with their family's support. If you are under 18, a parent or lawful guardian must give verifiable consent before we process your personal data: the parent or guardian should contact us at {email} before you enrol, create an account or send us your details, and we will confirm their identity and consent before going ahead.",
        "We do not track children's behaviour online, do not direct advertising at children and do not process their data in any way that could harm their well-being. If we learn that we have collected a child's data without a parent's consent, we will delete it.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        'We may update this policy when our services, our suppliers or the law change. The "Last updated" date at the top of this page shows when it last changed.',
        "If a change affects how we use data you have already given us in a significant way, we will tell you by e-mail or with a notice on the website before the change takes effect, and ask for your consent again where the law requires it.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        "For any question about this policy or your personal data, write to {brand} at {email}. We read every message and reply as soon as we can, and always within the 30 days stated above.",
      ],
    },
  ],
};

// ---------------------------------------------------------------- terms of service
export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  updated: "2026-11-27",
  intro:
    "These terms are the agreement between you and {brand} when you use this website, create a student account or pay for a course. Please read them carefully, together with our Privacy Policy. If you have a question about them, write to us at {email} before you enrol.",
  sections: [
    {
      id: "using-the-site",
      heading: "Using this website",
      paragraphs: [
        "By using this website you agree to these terms. If you do not agree, please do not use the site. You may browse the site, read about our courses, placements and blog, send us enquiries and subscribe to our newsletter free of charge.",
        "We work hard to keep course details, schedules, prices and other information on the site correct and up to date, but mistakes can happen. If we find an error in something you have relied on, we will correct it and tell you how it affects you. Information on the site is general and is not professional career, financial or legal advice.",
        "Nothing in these terms takes away rights you have under Indian law, including the Consumer Protection Act, 2019.",
      ],
    },
    {
      id: "accounts",
      heading: "Your account",
      paragraphs: [
        "To use the student portal you need an account. When you create one, give us accurate and complete information (your real name, an e-mail address and a mobile number you use) and keep it up to date, because we use it to send you class details, results and certificates.",
        "Keep your password secret and do not use it on other websites. You are responsible for what happens in your account. If you think someone else knows your password or has used your account, change your password and tell us at {email} straight away.",
        "Each account is for one person only. You may not share your account or sign-in details with anyone else, or let anyone else attend classes, take exams or download materials as you. We may suspend an account that is shared.",
      ],
    },
    {
      id: "courses-and-batches",
      heading: "Courses and batches",
      paragraphs: [
        "Our courses are taught live by instructors in online sessions, in batches that follow a published schedule. You enrol in a specific batch; your schedule, class links, materials and exams appear in the student portal.",
        "Schedules may change. An instructor may be unwell, a public holiday may fall on a class day or a batch may need to move for other reasons. When that happens we will tell you as early as we can, by e-mail or in the portal, and arrange a replacement session or a suitable alternative. If we cancel a batch before it starts and cannot offer you a suitable place in another one, we will refund your fee in full.",
        "Where a course offers recordings of live sessions, they are provided for your own revision during your course, and may be removed after a period stated for that course. Not every session is recorded, and recordings are not a substitute for attending. Course content may be updated from time to time to stay current with industry practice.",
      ],
    },
    {
      id: "fees-and-payment",
      heading: "Fees and payment",
      paragraphs: [
        "Prices are shown in Indian rupees (INR). The amount you pay is the amount shown on the payment page for your order. Offers and discounts are for a limited time or a limited number of students, as stated with each offer, and cannot be combined unless we say so.",
        "Payment is made by UPI: scan the QR code or enter our UPI ID in your UPI app and pay the exact amount shown. Then enter the UPI reference number (UTR) of the payment on the payment page, and optionally a screenshot. Your order is confirmed only after our staff have verified that the payment has reached us; until then it is pending. We will tell you by e-mail, or in the portal, when your payment has been verified or if there is a problem with it.",
        "Keep your UTR and the payment confirmation from your UPI app until your enrolment is confirmed, and preferably until your course ends. It is the only way to trace a payment. Never share your UPI PIN or an OTP with anyone, including people who say they are from {brand}; we will never ask for them.",
        // Filled only when online payments are set up (app/routes/marketing/terms.tsx); else left out.
        "{onlinePayments}",
      ],
    },
    {
      id: "refunds",
      heading: "Refunds",
      paragraphs: [
        "You can get a full refund if you ask for it before your batch starts or within 3 days of its start date. After those 3 days, fees are not refundable, except where Indian law requires a refund or where we cancel a batch and cannot offer you another suitable one.",
        'To ask for a refund, e-mail {email} with the subject "Refund request" from the e-mail address you enrolled with, giving your name, the course and batch, your order ID and the UTR of your payment. The date we receive your e-mail counts as the date of your request.',
        "We will confirm your request by e-mail and send approved refunds back by UPI to the account the payment came from. If a refund cannot be sent to that account, we will ask you for other UPI details.",
        "{onlineRefunds}",
      ],
    },
    {
      id: "placement-assistance",
      heading: "Placement assistance",
      paragraphs: [
        "Placement assistance is support, not a guarantee of a job. It may include resume reviews, mock interviews, career guidance, information about job openings and, with your permission, introducing you to hiring companies. Whether you are offered a job, and on what terms, is always decided by the employer.",
        "Figures on this site about students placed, placement rates and salary packages describe what past students achieved. Past record is no guarantee of future job prospects. Your own results depend on your effort, attendance, skills, the job market and employers' decisions.",
        "Job openings shown on the site are published by or collected from employers. When you apply through an employer's link, your application is handled by that employer under its own terms, and {brand} is not responsible for its hiring process.",
      ],
    },
    {
      id: "certificates",
      heading: "Certificates",
      paragraphs: [
        "You receive a {brand} course certificate when you complete the requirements of your course, which are explained at the start of the batch; they normally include attending the sessions, submitting the assignments and projects, and passing the course exams.",
        "Our certificates are issued by {brand} to show that you completed our training. They are not a university degree or a government qualification, and they are not a certification issued by a technology vendor such as Microsoft, unless a course states otherwise. We may withdraw a certificate that was obtained by cheating or by giving us false information.",
      ],
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      paragraphs: [
        'We want live classes and the portal to be useful and respectful for everyone. The section "Suspension, termination and changes to these terms" below explains what we may do if these rules are broken.',
        "When you use the site, the portal or our classes, you agree not to:",
      ],
      bullets: [
        "share, sell, upload or publish course materials, recordings, exam questions, class meeting links or your portal access with anyone outside your batch.",
        "record live sessions without the instructor's permission.",
        "harass, threaten, insult or discriminate against instructors, staff or other students, in class, in chat or in any message.",
        "upload malware or any file or content that is unlawful, offensive or infringes someone else's rights, or attempt to gain unauthorised access to the site, other accounts or our systems.",
        "cheat in exams or assignments, or submit someone else's work as your own.",
        "send spam or automated requests to our forms, or use the site in a way that disrupts it for others.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        "The course materials, recordings, exams, website text, design, logo and other content made available by {brand} belong to {brand} or to those who licensed them to us, and are protected by copyright and other laws.",
        "While you are enrolled, we give you a personal, non-transferable licence to view and download course materials for your own learning. You may not copy, distribute, sell or use them to teach others without our written permission. The code and projects you write yourself during the course are yours, and you may show them in your portfolio.",
        "If you send us content, such as a doubt with an image or a testimonial, you confirm that you have the right to share it and allow us to use it to provide our services. We will ask your permission before publishing your name, photo or testimonial.",
      ],
    },
    {
      id: "referral-programme",
      heading: "Referral programme",
      paragraphs: [
        "Students and friends of {brand} can earn ₹500 for each successful referral. A referral is successful when the person you refer is new to {brand}, names you as the referrer when they enquire or enrol, pays the full fee for a course, their payment has been verified by our staff, and the refund window for their batch has passed without them asking for a refund.",
        "We pay the reward by UPI to the referrer after those conditions are met. You cannot refer yourself, and a person can be referred only once; if two people refer the same person, the first referral we receive counts. Any tax that the law requires us to deduct will be deducted from the reward.",
        "Please refer only people who would like to hear from us. We may refuse or reverse a reward obtained by misuse, such as fake or duplicate enrolments, and we may change or end the programme by updating these terms; referrals that were already successful before a change will still be paid.",
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-party services and links",
      paragraphs: [
        "Live classes take place on third-party video-meeting services, payments are made through your own UPI app and bank, and the site links to other websites such as employers' job pages. These services are provided by other companies under their own terms and privacy policies.",
        "We choose these services with care, but we are not responsible for their content or for interruptions caused by them, such as an outage of a meeting service or the UPI network. If a live session cannot take place because of such a problem, we will reschedule it.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        'We provide our courses with reasonable skill and care. Apart from that, and as far as the law allows, the website and the portal are provided "as is", and we do not promise that they will always be available or free of errors.',
        "As far as the law allows, {brand} is not liable for indirect or consequential losses, such as loss of income, job opportunities or data, and our total liability to you for any claim relating to a course is limited to the fees you paid for that course.",
        "Nothing in these terms limits liability that cannot be limited under Indian law, including liability for fraud or for rights you have as a consumer.",
      ],
    },
    {
      id: "suspension-and-changes",
      heading: "Suspension, termination and changes to these terms",
      paragraphs: [
        "You can stop using the site and ask us to close your account at any time by writing to {email}.",
        "If you break these terms, including the Acceptable use rules, we may warn you, remove content, suspend or close your account or remove you from a batch, and we will tell you why. For serious breaches, such as harassment, sharing course materials or distributing malware, we may do so without a refund, and we may report the matter to the authorities.",
        'We may update these terms when our services or the law change. The "Last updated" date at the top of this page shows when they last changed. The terms in force when you paid for a course apply to that course; if we make a significant change that affects you, we will tell you by e-mail or with a notice on the site.',
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of India. If you have a complaint, please contact us first at {email}; most problems can be solved quickly by talking to us.",
        "If a dispute cannot be solved that way, the courts of the city in which {brand} has its registered office have exclusive jurisdiction, without affecting any right you have under the Consumer Protection Act, 2019 to approach a consumer commission.",
      ],
    },
    {
      id: "contact",
      heading: "Contact us",
      paragraphs: [
        "For any question about these terms, your account, a payment, a refund or a referral, write to {brand} at {email}. Please include your registered e-mail address and, for payments, your order ID and UTR, so that we can help you quickly.",
      ],
    },
  ],
};
