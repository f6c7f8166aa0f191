/**
 * The care rules: what in a buyer's (normalised) words makes a question a crisis or sensitive.
 * Each rule covers a way of saying something, not one phrase: "not wanting to be alive" matches
 * "I don't want to be alive anymore", "i dont wanna be here anymore", "I no longer want to live".
 *
 * Two directions of error, two policies. An everyday figure of speech is never a crisis
 * ("killing it at work", "dead tired", "this job is killing me", "I'd die for a holiday"): no rule
 * here matches a bare "kill" or "die", only the constructions people use for harm. But a phrase
 * that may be a plain worry or a cry for help ("I can't do this any more", "what's the point of
 * it all") is read as the more serious one: a person then looks at the order.
 *
 * The rules read the text made by normalise.ts: lower case, contractions spelled out ("do not",
 * "cannot", "i am"), hyphens as spaces, sentence punctuation kept.
 */
import type { CareTopic } from "./types";

export interface CareRule {
  id: string;
  topic: CareTopic;
  pattern: RegExp;
  /** When the sentence around a match also matches this, the match does not count. */
  unless?: RegExp;
}

/** Within one sentence. */
const S = String.raw`[^.?!;]`;

/** People a question can be about, after "my". Longer names first: the regex takes the first that fits. */
const KIN = [
  "ex husband",
  "ex wife",
  "ex boyfriend",
  "ex girlfriend",
  "ex partner",
  "ex fiance",
  "ex fiancee",
  "best friend",
  "mother in law",
  "father in law",
  "in laws",
  "step dad",
  "step mum",
  "step mom",
  "stepdad",
  "stepfather",
  "stepmum",
  "stepmom",
  "stepmother",
  "grandmother",
  "grandfather",
  "grandma",
  "grandpa",
  "granny",
  "gran",
  "nan",
  "husband",
  "wife",
  "partner",
  "boyfriend",
  "girlfriend",
  "fiancee",
  "fiance",
  "spouse",
  "ex",
  "crush",
  "lover",
  "boss",
  "friend",
  "mother",
  "mum",
  "mom",
  "mam",
  "father",
  "dad",
  "parents",
  "son",
  "daughter",
  "brother",
  "sister",
  "sibling",
  "twin",
  "child",
  "kids",
  "kid",
  "children",
  "baby",
  "aunt",
  "uncle",
  "cousin",
  "niece",
  "nephew",
  "colleague",
  "coworker",
  "neighbour",
  "neighbor",
  "flatmate",
  "roommate",
  "housemate",
  "family",
  "dog",
  "cat",
  "pet",
  "horse",
].join("|");

/** People at home: KIN without colleagues, neighbours, friends and pets ("scared of my boss" is not abuse at home). */
const HOME = KIN.split("|")
  .filter((k) => !["boss", "colleague", "coworker", "neighbour", "neighbor", "crush", "friend", "best friend", "dog", "cat", "pet", "horse", "baby"].includes(k))
  .join("|");

/** Words that can follow "will", "does", "is" without being a person. */
const NOT_A_PERSON = [
  "it",
  "this",
  "that",
  "there",
  "things",
  "life",
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "everyone",
  "everybody",
  "everything",
  "anything",
  "nothing",
  "nobody",
  "people",
  "i",
  "you",
  "we",
  "us",
  "me",
  "god",
  "work",
  "business",
  "money",
  "luck",
  "love",
  "fate",
  "karma",
  "time",
  "the",
  "a",
  "an",
  "my",
  "your",
  "our",
  "now",
  "today",
  "tomorrow",
  "tonight",
  "clients",
  "customers",
  "readers",
  "fans",
  "employers",
  "recruiters",
  "students",
  "viewers",
  "followers",
  "buyers",
  "investors",
  "prices",
].join("|");

/** Someone other than the buyer: a pronoun, "my <kin>", "this guy", or a single name. */
const OTHER = String.raw`(?:he|she|they|him|her|them|my (?:${KIN})|(?:this|that|the) (?:guy|girl|man|woman|boy|person|lady)(?: i am (?:seeing|dating|talking to))?|(?!(?:${NOT_A_PERSON})\b)[a-z]+)`;
/** Someone other than the buyer, named by pronoun or relation only (for verbs a thing can take too: "will it change"). */
const PERSON = String.raw`(?:he|she|they|my (?:${KIN})|(?:this|that|the) (?:guy|girl|man|woman|boy|person|lady))`;
/** Who may be hurting the buyer at home. */
const HOUSEHOLD = String.raw`(?:he|she|they|my (?:${HOME}))`;
const HOUSEHOLD_OBJECT = String.raw`(?:him|her|them|my (?:${HOME}))`;

/** After "go on", "carry on", "keep going": not a trip, a date or going back to someone. */
const NOT_AN_OUTING = String.raw`(?! (?:in|a|an|the|this|that|my|our|his|her|with|to|at|back|about|holiday|vacation|trip|tour|date|dates|stage|air|leave|strike|dating|seeing|working|studying|trying to)\b)`;

/** Before "doctor", "lawyer": not a career or a date ("should I become a doctor or a lawyer?"). */
const NOT_A_CAREER = String.raw`(?<!\b(?:become|becoming|be|as|train to be|training to be|study to be|studying to be|work as|working as|marry|marrying|date|dating)\b[^.?!;]{0,30}\ban? )`;

const CHILDHOOD = /\b(?:as a (?:child|kid|teen|teenager|little girl|little boy)|when i was (?:a |an |little|young|small|younger|\d+)|growing up|years ago|in my childhood)\b/;

function rule(id: string, topic: CareTopic, source: string, unless?: RegExp): CareRule {
  return { id, topic, pattern: new RegExp(source, "g"), unless };
}

export const RULES: readonly CareRule[] = [
  // ---- crisis: suicide and self-harm --------------------------------------------------------
  rule(
    "crisis.suicide",
    "crisis",
    String.raw`\b(?:suicid\w*|kill(?:ing)? my ?self|end(?:ing)? my (?:own )?life|tak(?:e|ing) my (?:own )?life|unaliv\w*|self delet\w*|sewer ?slide)\b`,
  ),
  rule(
    "crisis.not-want-to-live",
    "crisis",
    [
      String.raw`\b(?:do not|did not|does not|not|never|no longer|cannot) (?:really |even |actually )?(?:want|wish|care|feel like) (?:to )?(?:be )?(?:alive|live|living|exist|existing|wake up|be here)\b(?! (?:in|at|with|for|on|near|working|doing|there|together|like that|early|late)\b)`,
      String.raw`\b(?:want|wish|wishing|wished|wanted|wanting)(?: to| i (?:was|were|could|had|would)| that i (?:was|were|could|had))? (?:just )?(?:die|be dead|dead|disappear (?:forever|for good|and never come back)|not exist|stop existing|not be alive|never wake up|not wake up|never been born|not been born|never have been born|go to sleep and (?:never|not) wake up|(?:go to )?sleep forever|fall asleep and (?:never|not) wake up)\b`,
      String.raw`\b(?:tired|sick) of (?:being alive|living|life|existing|being here)\b(?! (?:in|at|with)\b)`,
      String.raw`\b(?:no|nothing left|no reason|nothing) (?:left )?to live for\b`,
      String.raw`\bno reason to (?:live|go on|keep going|be alive|stay alive|be here)\b`,
      String.raw`\blife (?:is not|is no longer|does not feel|is hardly) worth (?:living|it any more|it|anything)\b`,
      String.raw`\b(?:my )?life (?:is|feels) (?:so )?(?:pointless|meaningless)\b`,
      String.raw`\b(?:better off dead|ready to die|rather be dead|would rather die)\b`,
      String.raw`\b(?:end|ending|finish|finishing) it all\b`,
      String.raw`\b(?:end|ending) (?:it|things|everything) for good\b`,
      String.raw`\b(?:going to|want to|will|plan to|about to|ready to) end it (?:tonight|today|now|soon|this week)\b(?! with\b)`,
      String.raw`\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\b`,
      String.raw`\b(?:nobody|no one) (?:cares|would care|will care|even cares) (?:if|whether) i (?:live|die|am alive|exist|wake up)\b`,
      String.raw`\b(?:at peace|be free|be better|rest|happier) (?:when|once|after) i am (?:gone|dead)\b`,
      String.raw`\b(?:do not|cannot|can not) see (?:the|any) point (?:any more|in (?:anything|living|life|going on|being here|trying))\b`,
      String.raw`\bsee no point (?:any more|in (?:anything|living|life|going on|being here))\b`,
      String.raw`\b(?:do not|no longer) care (?:what happens to me|if i (?:live|die|wake up|am alive|make it))\b`,
      String.raw`\bgiv(?:e|ing) up on (?:life|living|everything|my ?self|being alive)\b`,
      String.raw`\bend(?:ing)? everything\b(?! (?:with|between))`,
      String.raw`\bwant (?:it all|everything|my life|all of this|the pain) to (?:end|stop|be over)\b`,
    ].join("|"),
  ),
  rule(
    "crisis.no-point",
    "crisis",
    [
      String.raw`\b(?:no|any|the|what is the|not much|no real|no more) point (?:in |of |to )?(?:going on|carrying on|keep going|keeping going|living|life|being alive|being here|continuing|trying any more|anything any more|it all|existing|waking up|me being here)\b${NOT_AN_OUTING}`,
      String.raw`\b(?:do not|never) think i can (?:go on|carry on|keep going|keep living|do this any more|take (?:it|this) any more|live like this|cope any more)\b${NOT_AN_OUTING}`,
      String.raw`\bwhy (?:should i|do i|bother|even) (?:go on|keep going|carry on|stay alive|keep living|be alive)\b${NOT_AN_OUTING}`,
    ].join("|"),
  ),
  rule(
    "crisis.cannot-go-on",
    "crisis",
    String.raw`\b(?:cannot|could not|can not|will not be able to|unable to|do not know how to) (?:go on|carry on|keep going|do this any more|take (?:it|this|the pain) any more|take any more|cope any more|live like this|keep living|bear (?:it|this|living) any more|handle (?:it|this|life) any more|face (?:another day|tomorrow|living))\b${NOT_AN_OUTING}`,
  ),
  rule(
    "crisis.better-without-me",
    "crisis",
    [
      String.raw`\b(?:better|happier|easier) (?:off )?(?:without me|if i (?:was|were) (?:not )?(?:here|around|gone|dead|alive|never born)|if i (?:did not exist|never existed|died|disappeared|was not born|had never been born))\b`,
      String.raw`\b(?:nobody|no one) (?:would|will) (?:even )?(?:miss|notice|care about) me\b`,
      String.raw`\b(?:nobody|no one) (?:would|will) (?:even )?(?:miss me|notice|care) if i (?:was gone|were gone|died|disappeared|was not here|were not here|vanished|was dead|killed)\b`,
      String.raw`\b(?:i am|i feel like|i feel|feel like) (?:just |only |such )?a burden (?:to|on) (?:everyone|everybody|my family|them|people|the people i love)\b`,
    ].join("|"),
  ),
  rule(
    "crisis.self-harm",
    "crisis",
    [
      String.raw`\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|punish|punishing) my ?self\b(?! (?:at|in|on|while|when|during|playing|running|skiing|lifting|shaving|cooking|chopping|by accident|accidentally|training|badly at|at the gym)\b)`,
      String.raw`\bself (?:harm\w*|injur\w*|mutilat\w*)\b`,
      String.raw`\b(?:cut|cutting|slit|slitting) (?:my )?(?:wrists?|arms?|thighs?|legs?|skin)\b`,
    ].join("|"),
  ),
  rule(
    "crisis.overdose",
    "crisis",
    [
      String.raw`\boverdos\w*\b`,
      String.raw`\b(?:take|taking|took|swallow|swallowing|swallowed) (?:all|a lot of|loads of|too many|a bunch of|every one of|the whole (?:bottle|pack|box|packet)(?: of)?)(?: of)? (?:my |the |these |those |her |his )?(?:pills|tablets|medication|sleeping pills|paracetamol|painkillers)\b`,
      String.raw`\bhow many (?:pills|tablets|paracetamol|painkillers|sleeping pills)${S}{0,20}\b(?:take to die|to die|to kill|would it take|does it take|is (?:a )?lethal|to end)\b`,
      String.raw`\blethal dose\b`,
    ].join("|"),
  ),
  rule(
    "crisis.goodbye",
    "crisis",
    [
      String.raw`\b(?:this is|here is) (?:my )?(?:final |last )?goodbye\b`,
      String.raw`\bsay(?:ing)? (?:my )?(?:final |last )goodbyes?\b`,
      String.raw`\bsaying my goodbyes\b`,
      String.raw`\bsay(?:ing)? goodbye to (?:everyone|everybody|the world|my family|you all|all of you|my kids|my children|life)\b`,
      String.raw`\b(?:suicide|goodbye|farewell) (?:note|letter)s?\b`,
      String.raw`\bgiv(?:e|ing) away (?:all )?my (?:things|stuff|belongings|possessions|pets)\b`,
      String.raw`\b(?:one )?last reading before i (?:go|leave|die|end)\b`,
      String.raw`\bthis (?:will be|is) my (?:very )?last (?:question|reading|message|night|day)\b`,
    ].join("|"),
  ),
  rule(
    "crisis.plan",
    "crisis",
    [
      String.raw`\b(?:plan|planning|plans|planned|decided|intend|intending|preparing) to (?:die|kill my ?self|end it all|end my life|take my life|not be here|hang my ?self|jump)\b(?! (?:at|in|into|on|for|ship|the gun)\b)`,
      String.raw`\b(?:i have|i have got|got|made|have) a plan (?:to (?:die|end (?:it|my life)|kill)|for (?:ending (?:it|my life)|my death))\b`,
      String.raw`\b(?:hang|hanging|drown|drowning|shoot|shooting|poison|poisoning|starve) my ?self\b`,
      String.raw`\bjump(?:ing)? (?:off|from) (?:a |the |my )?(?:bridge|building|roof|cliff|balcony)\b`,
      String.raw`\b(?:step|stepping|walk|walking|jump|jumping|throw my ?self|throwing my ?self) in front of (?:a |the )?(?:train|bus|car|truck|lorry)\b`,
      String.raw`\bpainless(?:ly)? (?:way )?to (?:die|go)\b`,
      String.raw`\bnoose\b|\b(?:the|a|my) (?:rope|pills|gun|blade|razor) (?:is |are )?(?:ready|tied)\b`,
      String.raw`\bhow (?:to|can i|do i) (?:die|end it all|end my life)\b`,
      String.raw`\bis it (?:my )?time (?:for me )?to die\b`,
      String.raw`\bwill it hurt to die\b`,
    ].join("|"),
  ),
  rule(
    "crisis.other-at-risk",
    "crisis",
    [
      String.raw`\b(?:kill|killing|kills|hurt|hurting|hurts|harm|harming|harms|cut|cutting|cuts|end|ending|ends) (?:himself|herself|themselves|themself|his life|her life|their life)\b`,
      String.raw`\b(?:he|she|they|${OTHER}) (?:wants?|wanted|tried|tries|threatens?|threatened|is going|was going|keeps saying (?:he|she|they) wants?) to (?:die|end it all|take (?:his|her|their) (?:own )?life)\b`,
    ].join("|"),
  ),

  // ---- crisis: abuse and violence at home ---------------------------------------------------
  rule(
    "crisis.abuse-violence",
    "crisis",
    [
      String.raw`\b${HOUSEHOLD} (?:(?:still|often|always|sometimes|keeps|kept|has|had|have|started|starts|will|would|used to|is|was|gets|got|can|even|also|again|just|then|and) )*(?:hits?|hitting|beats?|beating|beat|punch(?:es|ed|ing)?|slap(?:s|ped|ping)?|kick(?:s|ed|ing)?|chok(?:es|ed|ing|e)|strangl(?:es|ed|ing|e)|shov(?:es|ed|ing|e)|push(?:es|ed|ing)?|throws? things at|threw things at|rap(?:es|ed|ing|e)|sexually assault(?:s|ed|ing)?|assault(?:s|ed|ing)?|abus(?:es|ed|ing|e)|hurts|hurting|batter(?:s|ed|ing)?|grab(?:s|bed|bing)?|attack(?:s|ed|ing)?|bruises?|bruised) (?:me|us|my (?:little |younger |baby |older |big |two |three )?(?:mum|mom|mother|kids|children|son|daughter|sister|brother|sisters|brothers|siblings|baby|dad|father))\b(?! (?:up|back|with)\b)`,
      String.raw`\bmy (?:stepdad|step dad|stepfather|stepbrother|father|dad|uncle|brother|grandfather|grandpa|cousin|mum's boyfriend|mom's boyfriend|mother's boyfriend|teacher|coach) (?:\w+ ){0,2}(?:touches|touched|touching|molests|molested|molesting) me\b`,
      String.raw`\b(?:touch(?:es|ed|ing)? me (?:inappropriately|sexually|without (?:my )?consent)|molest(?:s|ed|ing)? me|sexual abuse)\b`,
      String.raw`\b(?:i am|i have been|i was|i get|i got|being|getting) (?:physically |sexually |emotionally |verbally )?(?:abused|beaten up|raped|assaulted|battered|beaten by (?:my|him|her))\b`,
      String.raw`\b(?:domestic (?:violence|abuse)|abusive (?:relationship|marriage|partner|husband|wife|boyfriend|girlfriend|home|household|father|mother|dad|mum|mom|parents?|family|ex|stepdad|stepfather)|coercive control|intimate partner violence)\b`,
      String.raw`\b${HOUSEHOLD} (?:\w+ ){0,2}(?:gets?|got|getting|becomes?|became|is|was|can be|turns?) (?:so |very |really )?(?:violent|physical with me)\b`,
    ].join("|"),
    CHILDHOOD,
  ),
  rule(
    "crisis.abuse-fear",
    "crisis",
    [
      String.raw`\b(?:afraid|scared|terrified|frightened|fearful) (?:of|for my (?:life|safety) (?:with|around|because of)) ${HOUSEHOLD_OBJECT}\b(?!'s| \w+ing\b| will\b| would\b| might\b| if\b)`,
      String.raw`\bfear for my (?:life|safety)\b`,
      String.raw`\b(?:afraid|scared|terrified|frightened) (?:to|of) (?:go|going|come|coming|be|being) (?:back )?home\b`,
    ].join("|"),
  ),
  rule(
    "crisis.abuse-threat",
    "crisis",
    [
      String.raw`\b${HOUSEHOLD} (?:\w+ ){0,2}(?:threaten(?:s|ed|ing)?|said (?:he|she|they)(?: would| will| is going to| was going to)?|says (?:he|she|they)(?: will| would| is going to)?|swore (?:he|she|they) would|promised to) (?:to )?(?:hurt|kill|hit|beat|harm|stab|shoot|strangle|choke|take the (?:kids|children|baby)) (?:me|us|my)\b`,
      String.raw`\bthreat(?:en(?:s|ed|ing)?)? to (?:hurt|kill|harm|beat|hit) me\b`,
      String.raw`\b${HOUSEHOLD} (?:\w+ ){0,2}threaten(?:s|ed|ing)? me\b`,
      String.raw`\b(?:afraid|scared|terrified|frightened|worried) (?:that )?${HOUSEHOLD} (?:will|would|is going to|might|could) (?:kill|hurt|hit|beat|harm|strangle|choke) me\b`,
    ].join("|"),
  ),
  rule(
    "crisis.abuse-unsafe",
    "crisis",
    [
      String.raw`\b(?:do not|never|no longer|not) (?:feel )?safe (?:at home|in my (?:own )?(?:home|house|flat|bed)|with (?:him|her|them|my (?:${KIN})))\b`,
      String.raw`\bunsafe (?:at home|in my (?:own )?(?:home|house|flat))\b`,
      String.raw`\b${HOUSEHOLD} (?:\w+ )?(?:locks?|locked) me (?:in|out|up)\b`,
      String.raw`\b${HOUSEHOLD} (?:will not|does not|do not|never) let(?:s)? me (?:leave|see my (?:friends|family)|have (?:my own )?money|go out|have a phone|talk to (?:anyone|my friends|my family))\b`,
      String.raw`\b${HOUSEHOLD} (?:\w+ )?controls? (?:all )?(?:my money|my phone|where i go|who i see|what i wear|everything i do)\b`,
    ].join("|"),
  ),

  // ---- health ---------------------------------------------------------------------------------
  rule(
    "health.medication",
    "health",
    [
      String.raw`\b(?:antidepressants?|anti depressants?|medication|medications|prescription|prescribed|dosage|pills?|tablets|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|lexapro|venlafaxine|effexor|mirtazapine|bupropion|wellbutrin|lithium|quetiapine|seroquel|olanzapine|aripiprazole|abilify|lamotrigine|diazepam|valium|xanax|alprazolam|adderall|ritalin|methylphenidate|insulin|metformin|ozempic|wegovy|mounjaro|semaglutide|statins?|warfarin|levothyroxine|steroids?|hrt|birth control|contraceptive pill|the pill|painkillers|opioids?|vaccin\w*|immuni[sz]ation)\b`,
      String.raw`\b(?:(?:my|the|her|his|this) dose|(?:increase|decrease|lower|raise|up|double|halve|reduce|change|adjust) (?:my |the )?dose)\b`,
      String.raw`\b(?:take|taking|my|the) medicine\b`,
    ].join("|"),
  ),
  rule(
    "health.treatment",
    "health",
    String.raw`\b(?:chemo(?:therapy)?|radiotherapy|radiation therapy|immunotherapy|dialysis|transplant|clinical trial)\b`,
  ),
  rule(
    "health.tests",
    "health",
    [
      String.raw`\b(?:biopsy|biopsies|mammogram|colonoscopy|endoscopy|smear test|blood tests?|blood work|bloodwork|tested for|(?:cancer|health|hiv|std|sti) screening)\b`,
      String.raw`\b(?:test|scan|blood|lab|mri|ct|pet|pathology|screening|smear|x ray|ultrasound|genetic|hiv|std|sti|covid|pregnancy) (?:test )?results?\b`,
      String.raw`\bresults? (?:of|from) (?:my |the |her |his )?(?:tests?|scans?|biopsy|mri|blood)\b`,
      String.raw`\b(?:mri|ct|pet|ultrasound|x ray|cat|my|the) scans?\b`,
    ].join("|"),
  ),
  rule(
    "health.mental",
    "health",
    [
      String.raw`\b(?:depress(?:ed|ion|ive)|anxiety|panic attacks?|mental health|mental illness|therapy|therapist|psychiatrist|psychologist|counsell?ing|counsell?or|bipolar|ptsd|trauma|traumatic|ocd|eating disorder|anorexi\w*|bulimi\w*|binge eating|starving my ?self|(?:nervous|mental|having a) breakdown|hopeless(?:ness)?|addict(?:ed|ion)?|alcoholi\w*|drinking problem|relapse[sd]?|sobriety|rehab|self hatred|hate my ?self)\b`,
      String.raw`\b(?:cannot|could not|can not) cope\b`,
      String.raw`\b(?:numb|empty) inside\b`,
      String.raw`\bwant to disappear\b`,
      String.raw`\bpretending (?:i am|to be) (?:fine|okay|ok|happy|all right)\b`,
      String.raw`\b(?:stopped|stop|not been|not) eating\b|\b(?:cannot|could not) (?:eat|sleep|get out of bed)\b`,
      String.raw`\b(?:feel|feeling|am|so) worthless\b`,
      String.raw`\b(?:abused|abusive|molested|assaulted|beat|beaten|hit|raped)\b${S}*${CHILDHOOD.source}`,
      String.raw`\b(?:childhood|past) (?:abuse|trauma)\b`,
    ].join("|"),
  ),
  rule(
    "health.pregnancy",
    "health",
    String.raw`\b(?:pregnan\w*|miscarr\w*|ivf|fertility|infertil\w*|conceiv(?:e|ing)|trying for a baby|trying to conceive|ttc|egg freezing|freeze my eggs|sperm count|ectopic|abortion|stillbirth|(?:my|her|the baby's) due date|morning sickness|midwife|(?:keep|have|lose) the baby|(?:keep|end|terminate) the pregnancy)\b`,
  ),
  rule(
    "health.diagnosis",
    "health",
    [
      String.raw`\b(?:cancer|cancerous|tumor|tumors|malignant|benign|lump\b(?! sum)|lumps|leuka?emia|lymphoma|melanoma|diagnos\w*|disease|illness|symptoms?|infection|long covid|covid|diabetes|diabetic|(?:a|had a|have a|his|her|my|mini) stroke\b(?! of)|heart attack|heart (?:condition|disease|problems?|surgery|failure|murmur)|blood pressure|cholesterol|surgery|surgeon|hospital|hospitali[sz]ed|a&e|emergency room|(?:see|saw|seeing) a specialist|the specialist|oncologist|dementia|alzheimer\w*|parkinson\w*|multiple sclerosis|epilepsy|seizures?|migraines?|chronic (?:pain|illness|fatigue)|chest pain|back pain|injur(?:y|ies|ed)|broken (?:leg|arm|bone|wrist|ankle|hip)|hiv|asthma|arthritis|insomnia|terminal(?:ly ill| illness| cancer| diagnosis)|palliative|hospice|adhd|autism|autistic|dyslexi\w*)\b`,
      String.raw`\b(?:my|his|her|their|the|this|an) operation\b`,
      String.raw`\b${NOT_A_CAREER}(?:doctor|gp)\b`,
      String.raw`\b(?:am|is|are|was|were|be|been|being|feel|feeling|fell|falls|seriously|terminally|chronically|mentally|very|so|gets|got|getting|become|became) ill\b`,
      String.raw`\b(?:am|is|was|been|feel|feeling|got|getting|fell|be|so) sick\b(?! of| and tired| to death| with envy)`,
      String.raw`\bpain in my \w+\b`,
      String.raw`\b(?:my|his|her|their) health\b`,
      String.raw`\bhealth (?:problems?|issues?|scare|anxiety|condition|worries)\b`,
      String.raw`\b(?:recover|recovery|recovering|get better|heal) (?:from|after) (?:the |my |his |her |this |long )?(?:surgery|operation|illness|covid|cancer|injury|accident|stroke|treatment|flu|infection|chemo|virus)\b`,
      String.raw`\bis it (?:my )?(?:heart|lungs?|kidneys?|liver|thyroid|cancer)\b`,
    ].join("|"),
  ),

  rule(
    "health.someone-else",
    "health",
    [
      String.raw`\b(?:my (?:${KIN})(?:'s)?|his|her|their) (?:cancer|tumor|illness|disease|health|diagnosis|surgery|operation|treatment|chemo|dementia|condition|recovery|scan|biopsy|test results|pregnancy|addiction|depression|mental health)\b`,
      String.raw`\b(?:will|is|does) ${PERSON} (?:\w+ )?(?:get better|recover|survive|pull through|have cancer|make it through|beat (?:it|the cancer|this)|wake up from|relapse)\b`,
      String.raw`\b(?:is|are) ${PERSON} (?:\w+ )?(?:pregnant|sick|ill|dying|depressed|terminally ill)\b`,
    ].join("|"),
  ),

  // ---- legal ----------------------------------------------------------------------------------
  rule(
    "legal.family",
    "legal",
    String.raw`\b(?:custody|child arrangements?|visitation|access to (?:my|the|our) (?:kids|children|son|daughter|baby)|child support|child maintenance|divorc(?:e|es|ing)|separation agreement|prenup\w*|pre nup|annul\w*|family court|guardianship|adoption (?:case|process|hearing|application))\b`,
  ),
  rule(
    "legal.immigration",
    "legal",
    String.raw`\b(?:visas?|green card|residence permit|residency (?:permit|application|card)|work permit|asylum|deport\w*|immigration|citizenship (?:application|test)|naturali[sz]ation|indefinite leave)\b`,
  ),
  rule(
    "legal.criminal",
    "legal",
    [
      String.raw`\b(?<!(?:join|joining|joined) the )police\b`,
      String.raw`\b(?:arrest\w*|charged with|charges against|drop the charges|press charges|criminal (?:record|charges?|case|offence|offense)|prison|jail|probation|parole|convict(?:ed|ion)|sentenced|(?:prison|jail|suspended) sentence|plead (?:guilty|not guilty)|guilty plea|dui|dwi|drink driving|drunk driving|on bail|prosecut\w*|caution from the police)\b`,
    ].join("|"),
  ),
  rule(
    "legal.court",
    "legal",
    [
      String.raw`\b(?:in|to|at|the|family|high|crown|county|magistrates|supreme|small claims|civil|criminal|federal) court\b`,
      String.raw`\bcourt (?:case|date|hearing|order|battle|fees|ruling)\b`,
      String.raw`\b(?:lawsuit|law suit|legal action|legal case|case against|tribunal|verdict|litigation|injunction|restraining order|non molestation order|cease and desist|probate|inheritance dispute|eviction|evicted|evict|small claims|defamation|libel|slander|unfair dismissal|compensation claim)\b`,
      String.raw`\b${NOT_A_CAREER}(?:lawyer|lawyers|solicitor|attorney|barrister)\b`,
      String.raw`\b(?:the|a) judge\b|\bjudge (?:will|rule|rules|decide|decides)\b`,
      String.raw`\b(?:the|a) jury\b(?! is (?:still )?out)`,
      String.raw`\b(?<!(?:free|clinical) )trial\b(?! (?:period|run|version|shift|and error|lesson|day at|class))`,
      String.raw`\bappeal(?:s|ing|ed)? (?:the |my |a |against|his |her )\b`,
      String.raw`\b(?:court|custody|tribunal|immigration|bail|asylum|disciplinary|parole) hearing\b`,
      String.raw`\b(?:sue|suing|sued) (?:my|him|her|them|the|over|you|us|me|\w+'s)\b`,
      String.raw`\b(?:settlement (?:offer|agreement|money|payout)|out of court|settle (?:the case|out of court))\b`,
      String.raw`\blegal (?:advice|battle|dispute|fight|proceedings|trouble|issue|problem|case)\b`,
      String.raw`\b(?:contest|contesting|challenge|challenging|dispute|disputing) (?:the |my \w+'s |a |his |her |their |\w+'s )?will\b`,
    ].join("|"),
  ),
  rule(
    "legal.contract",
    "legal",
    [
      String.raw`\bsign(?:ing)? (?:the |a |this |that |my |our |his |her )?(?:\w+ )?(?:contract|lease|agreement|papers|prenup|nda|tenancy)\b`,
      String.raw`\b(?:breach of contract|contract (?:dispute|terms|clause)|non disclosure agreement|non compete|nda)\b`,
      String.raw`\b(?:the|this|that|my|a|new) contract\b`,
    ].join("|"),
  ),

  // ---- money ----------------------------------------------------------------------------------
  rule(
    "money.invest",
    "money",
    [
      String.raw`\binvest\w*\b(?! (?:more )?(?:time|energy|effort|in (?:my ?self|yourself|us|the relationship|my relationship|my health|my art|my craft|my writing|love)))`,
      String.raw`\b(?:stocks|stock market|stock price|stock options|(?:a|the|this|that) stock|shares in|crypto\w*|bitcoin|btc|ethereum|eth|dogecoin|solana|altcoins?|memecoins?|nfts?|forex|day trad\w*|options trading|trading (?:account|platform|stocks|crypto|options|bot)|pension|pensions|retirement (?:savings|fund|money|account|pot)|401 ?k|roth ira|stocks and shares isa|index funds?|etfs?|mutual funds?|hedge fund|buy to let|gold bars|precious metals)\b`,
      String.raw`\b(?:my|the|some|more|company|tech) shares\b`,
      String.raw`\b(?:buy|sell|buying|selling|short|shorting|hold|holding) (?:\w+ ){0,2}(?:shares|stocks?|options|etfs?)\b`,
      String.raw`\b(?<!(?:flip|toss|tossed|flipped|flipping|tossing) )(?:this|that|the|new|crypto|meme|alt) coins?\b(?! (?:toss|flip))`,
      String.raw`\b(?:investment|stock|crypto|share) portfolio\b`,
      String.raw`\b(?:my|our|life|all my|all our|retirement) savings\b`,
      String.raw`\bsavings (?:into|in)\b`,
      String.raw`\bthe market (?:will|is going to|crash)\b`,
      String.raw`\bcash (?:out|in) my (?:pension|shares|stocks|crypto|savings|isa)\b`,
    ].join("|"),
  ),
  rule(
    "money.debt",
    "money",
    [
      String.raw`\b(?:debts?|indebted|in debt|loans?|credit cards?|credit score|overdraft|bankrupt\w*|insolven\w*|debt relief|payday loans?|arrears|repossess\w*|foreclos\w*|bailiffs?|debt collectors?|collections agency|default(?:ed|ing)? on|tax (?:bill|debt|investigation)|money troubles?|financial (?:trouble|ruin|crisis|mess))\b`,
      String.raw`\b(?:lend|lending|lent) (?:him|her|them|my \w+|money|\w+ (?:pounds|dollars|euros|thousand|hundred|grand|k))\b`,
      String.raw`\b(?:borrow|borrowing|borrowed) (?:money|from|against|\d|\w+ (?:pounds|dollars|euros|thousand|hundred|grand))\b`,
      String.raw`\bowe(?:s)? (?:\w+ )?(?:money|\d|thousands|hundreds|pounds|dollars|euros|tax|rent|the bank)\b`,
    ].join("|"),
  ),
  rule("money.mortgage", "money", String.raw`\b(?:mortgage\w*|remortgag\w*|re mortgag\w*|equity release|home loan)\b`),
  rule(
    "money.gambling",
    "money",
    [
      String.raw`\b(?:gambl\w*|betting|casino|casinos|slot machines?|poker|roulette|blackjack|lottery|lotto|scratch ?cards?|sportsbook|sports book|bookies|bookmaker|parlay|accumulator)\b`,
      String.raw`\b(?:place|placed|placing|put|make|made) (?:a |my |another )?bets?\b`,
      String.raw`\bbet (?:on (?!my ?self|yourself|us\b)|money|everything|\d|my savings|the house|it all)`,
      String.raw`\b(?:sports|football|horse|online) bet(?:s|ting)?\b`,
    ].join("|"),
  ),
  rule(
    "money.purchase",
    "money",
    String.raw`\b(?:buy|buying|bought|purchase|purchasing) (?:a |the |this |that |our |my |an )?(?:first |new |second |dream |holiday |bigger |family )?(?:house|home|flat|apartment|property|condo|car|land|business|franchise)\b`,
  ),

  // ---- another person's private life ------------------------------------------------------------
  rule(
    "third-party.fidelity",
    "third-party",
    [
      String.raw`\b(?:is|was|are|has been|have been) ${OTHER} (?:\w+ )?(?:cheating|having an affair|unfaithful|seeing (?:someone|somebody|another|other)|sleeping with|lying|hiding something|texting (?:someone|other|another)|talking to (?:someone|other|another)|faithful|loyal to me)\b`,
      String.raw`\bcheat(?:s|ed|ing)? on (?:me|him|her)\b`,
      String.raw`\b(?:an|the|his|her|their) affair\b`,
      String.raw`\bunfaithful\b`,
      String.raw`\b(?:another|other) (?:woman|women|man|men|girl|guy)\b`,
    ].join("|"),
  ),
  rule(
    "third-party.feelings",
    "third-party",
    [
      String.raw`\b(?:does|did|do|will|would|could) ${OTHER} (?:still |ever |really |secretly |even |actually )?(?:love|like|miss|want|need|care about|care for|think about|think of|dream about|fancy|regret|hate|resent|trust|have feelings for|have a crush on|feel the same|want to be with|want to marry|remember) (?:me|us)\b`,
      String.raw`\bwhat (?:is|are|does|do|did) ${OTHER} (?:really |secretly |actually )?(?:think|thinking|feel|feeling|want|wanting|plan|planning|hide|hiding) (?:about me|of me|for me|towards me|right now|behind my back|about us)\b`,
      String.raw`\bhow (?:does|do|did) ${OTHER} (?:really |truly |actually )?feel about (?:me|us)\b`,
      String.raw`\b(?:is|are) ${OTHER} (?:\w+ )?(?:thinking (?:about|of) me|in love with me|into me|jealous of me|over me|still in love with (?:me|his ex|her ex)|using me|playing me|(?:secretly )?jealous)\b`,
      String.raw`\bwho is ${OTHER} (?:texting|seeing|talking to|messaging|calling|sleeping with)\b`,
    ].join("|"),
  ),
  rule(
    "third-party.return",
    "third-party",
    [
      String.raw`\bwill ${OTHER} (?:ever |finally |really |actually )?(?:come back|return to me|get back together|text me|call me|message me|contact me|reach out|reply to me|apologi[sz]e|propose|marry me|leave (?:his|her|their) (?:wife|husband|partner|girlfriend|boyfriend|family)|leave (?:her|him|them) for me|choose me|forgive me|stay with me)\b`,
      String.raw`\bwill ${PERSON} (?:ever |finally |really |actually )?(?:change|commit|cheat|stay|leave)\b`,
    ].join("|"),
  ),
  rule(
    "third-party.private",
    "third-party",
    [
      String.raw`\b(?:is|are) ${OTHER} (?:gay|straight|bi|bisexual|pregnant|using drugs|on drugs|drinking again|stealing|hiding (?:something|money|things)|telling the truth|married|seeing someone)\b`,
      String.raw`\b(?:read|check|go through|look at|snoop (?:on|through)) (?:his|her|their) (?:phone|messages|texts|emails|diary)\b`,
    ].join("|"),
  ),
  rule(
    "third-party.health",
    "third-party",
    [
      String.raw`\b(?:my (?:${KIN})(?:'s)?|his|her|their) (?:cancer|tumor|illness|disease|health|diagnosis|surgery|operation|treatment|chemo|dementia|condition|recovery|scan|biopsy|test results|pregnancy|addiction|drinking|depression|mental health)\b`,
      String.raw`\b(?:will|is|does) ${PERSON} (?:\w+ )?(?:get better|recover|survive|pull through|have cancer|be okay|be ok|be all right|be alright|make it through|beat (?:it|the cancer|this)|wake up from|relapse)\b`,
    ].join("|"),
  ),

  // ---- death ----------------------------------------------------------------------------------
  // Death: someone else's (their doctors know more than any card) or the buyer's own.
  rule(
    "death.other",
    "death",
    [
      String.raw`\bhow long (?:does|do|did|will|has|have|is|can) ${PERSON} (?:got |have |still )?(?:left|to live|live|have left|got left|survive)\b`,
      String.raw`\bhow (?:much )?(?:long|time) (?:do|does) ${PERSON} have (?:left|to live)\b`,
      String.raw`\b(?:will|is|are) ${PERSON} (?:going to |ever )?(?:die|pass away|pass on|dying|terminally ill|survive|make it through the (?:night|week|winter|year|surgery|operation))\b`,
      String.raw`\b${PERSON} (?:is|are) (?:dying|terminally ill|on (?:his|her|their) deathbed|in hospice)\b`,
      String.raw`\bwhen (?:will|is|are|do|does) ${PERSON} (?:going to )?(?:die|pass away|pass on)\b`,
      String.raw`\bwhat (?:year|age|day|date|month) will ${PERSON} die\b`,
      String.raw`\b(?:date of|before) (?:his|her|their) death\b`,
    ].join("|"),
  ),
  rule(
    "death.self",
    "death",
    [
      String.raw`\bhow long (?:do|will|have|can) i (?:got |have |still )?(?:left|to live|live|have left|got left)\b`,
      String.raw`\b(?:will|am) i (?:going to |ever )?(?:die|dying|terminally ill)\b`,
      String.raw`\bwhen (?:will|am) i (?:going to )?die\b`,
      String.raw`\b(?:what|which) (?:year|age|day|date|month) will i die\b`,
      String.raw`\bhow (?:will|am) i (?:going to )?die\b`,
      String.raw`\bhow old will i be when i die\b`,
      String.raw`\b(?:date of )?my (?:own )?death\b`,
    ].join("|"),
  ),
  rule(
    "death.grief",
    "death",
    [
      String.raw`\b(?:passed away|passed on|lost my (?:${KIN})\b(?!'s| (?:job|phone|keys|wallet))|death of my|grief|grieving|griev\w*|bereave\w*|mourning|funeral|widow(?:ed|er)?|at peace now)\b`,
      String.raw`\b(?:who|he|she|they|my (?:${KIN})) (?:has |had |just |recently )?died\b`,
      String.raw`\bis (?:he|she|my (?:${KIN})) at peace\b`,
    ].join("|"),
  ),

  // ---- timing ---------------------------------------------------------------------------------
  rule(
    "timing.when",
    "timing",
    [
      String.raw`(?:^|[.?!:;] )(?:so |and |but |please |just )?when (?:will|is|am|are|do|does|should|would|can|shall)\b`,
      String.raw`\bwhen (?:will|am) i (?:ever |finally )?\b`,
      String.raw`\b(?:tell me|show me|know|see) when\b`,
    ].join("|"),
  ),
  rule(
    "timing.how-long",
    "timing",
    [
      String.raw`\bhow (?:long|soon) (?:until|till|til|before|will it take|do i have to wait|will i have to wait|until i)\b`,
      String.raw`\bhow many (?:more )?(?:days|weeks|months|years) (?:until|till|before|will it take)\b`,
    ].join("|"),
  ),
  rule(
    "timing.date",
    "timing",
    String.raw`\b(?:what|which) (?:year|month|day|date|age|season) (?:will|am|is|do)\b|\bat what age will\b|\bin what year\b|\bexact date\b`,
  ),
  rule(
    "timing.deadline",
    "timing",
    [
      String.raw`\b(?:by|before) (?:christmas|new year|the end of (?:the|this|next) (?:year|month|summer)|next (?:year|month|summer|spring|autumn|fall|winter|week)|my (?:\d+\w* )?birthday|january|february|march|april|june|july|august|september|october|november|december|20\d\d|this summer|this winter|i am (?:\d+|thirty|forty|fifty))\b`,
      String.raw`\bwithin (?:a|one|two|three|four|five|six|the next|\d+) (?:days?|weeks?|months?|years?)\b`,
    ].join("|"),
  ),
];
