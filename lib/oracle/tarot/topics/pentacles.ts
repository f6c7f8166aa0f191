/**
 * Solara's topic layers for the Pentacles (earth: body, work, home, time and money), Ace to King.
 * Position-neutral: each text reads after the composer's Past, Present or Path framing. Money
 * layers stay with the reader's relationship to money and effort, never a financial instruction.
 */
import type { TopicTable } from "./types";

export const PENTACLES_TOPICS: TopicTable = {
  // Ace: a hand from the cloud offering one coin above a garden, a rose arch opening onto a path.
  "pentacles-01": {
    upright: {
      love: "Love offered in solid form: a steady presence, a spare key, a plan with real dates in it. Take it into your hands and tend it like a garden, with time and attention rather than speeches.",
      work: "A real opening lands in your open hand: a role, a skill, a first client, ground to build on. Plant it with a practical first step instead of admiring it from the garden path.",
      money: "A new footing with money is offered, grounded in what you can actually touch: a clearer habit, a fresh start, a sense of enough. Hold it in an open palm and ask what you want it to grow into.",
      self: "Something solid is beginning in you: a routine, a growing trust in your own body, a sense of worth that needs no applause. Tend it daily, the way a gardener walks the same path each morning.",
      other: "Offer the person in your question something tangible rather than a promise: time, help, a place at your table. Then watch what comes back in kind, not only in words.",
      practice: "Plant something this week, a seed in a pot or a herb on a sill, and each time you water it, take one small real step toward what you want to grow.",
    },
    reversed: {
      love: "A good beginning slips through the fingers because nobody gives it time, a plan or a place to land. Decide what would make it real, and say that out loud.",
      work: "An opportunity wobbles in an open palm because no practical plan is holding it. Write the first three steps, or admit it is not yours and let it go to someone ready to plant it.",
      money: "Scarcity thinking grips the coin so hard that nothing new can grow from it. Notice the voice that says there is never enough, and ask what feeling safe with what you have would look like.",
      self: "A sense of not-enough keeps you from starting: not ready, not skilled, not deserving. Catch that thought dressing up as caution, and put one seed in the ground anyway.",
      other: "Waiting for the person you are asking about to make something real leaves the coin hanging in the air. Offer one concrete step of your own and see whether it is met.",
      practice: "Write down one chance you let slip and one you can still catch, and take a practical step toward the second before the week ends.",
    },
  },
  // Two: a dancer juggling two coins inside a looping ribbon, ships riding high waves behind.
  "pentacles-02": {
    upright: {
      love: "Love has to dance alongside everything else: work, family, a crowded calendar. Keep it light on its feet, make time for the person as well as the logistics, and laugh at the juggling together.",
      work: "Two roles, two deadlines, two priorities in the air, and you are handling them with a kind of grace. Keep the rhythm, and watch which coin needs the higher throw next.",
      money: "Money moves in a loop: in and out, need and want, one payday to the next. Watch your own rhythm with curiosity rather than panic, and let the loop feel like a dance you are learning.",
      self: "Balance is a movement, not a stillness, like the ships that ride the waves instead of fighting them. Find the small daily rituals that keep you upright, and stay loose in the knees.",
      other: "Watch how time and attention pass between you and the person in your question. Ask what rhythm works for them, and say plainly what rhythm works for you.",
      practice: "Choose the two commitments you juggle most, give each a fixed hour this week, and notice how your days feel when each has its turn.",
    },
    reversed: {
      love: "Love has become one more coin in an act that has lost its rhythm, caught only when it is about to fall. Put something else down deliberately and give the relationship both hands for an evening.",
      work: "The ribbon has tangled: deadlines collide, messages go unanswered, the ships behind you pitch on rough water. Choose what to drop before it drops itself, and tell the people it affects.",
      money: "Money feels like coins thrown too high, never quite caught. Slow the loop: gather the papers and figures in one place and look at them once, calmly, without blame.",
      self: "You are spinning to keep everything in the air, and the spinning has started to feel like who you are. Put your feet flat on the floor and let one thing wait.",
      other: "Whoever this question is about may be catching only the coins you fumble. Ask what would help, and offer one thing you can do reliably, at a set time.",
      practice: "Write everything you are juggling on one list, cross off two items you can drop or hand over, and tell the people involved this week.",
    },
  },
  // Three: a stonemason on a bench in a cathedral arch, two figures beside him holding the plans.
  "pentacles-03": {
    upright: {
      love: "Love built like a cathedral: two people with different skills working from the same drawings. Talk about what you are building together, and honour what each of you brings to the stone.",
      work: "Your craft is being seen, and the best work happens in good company. Bring your skill to the bench, respect the expertise of the people holding the plans, and ask them for feedback.",
      money: "Money is part of a shared project: a household, a team, a plan drawn up together. Talk about roles clearly, and value the quiet contributions alongside the visible ones.",
      self: "You are building yourself with skill and patience, one carved stone at a time. Ask for the advice you need, and let someone see the work while it is still in progress.",
      other: "See the person in your question as a collaborator on something you both care about. Ask what they think the plan is, and show them your own drawings.",
      practice: "Show a piece of unfinished work to someone whose skill you respect this week, and ask for one specific suggestion.",
    },
    reversed: {
      love: "The plans do not match: one of you is building a chapel, the other a cottage, and nobody has compared drawings. Sit down together with the blueprints before another stone is laid.",
      work: "Work on the arch has stalled: unclear roles, half-hearted effort, or a mason insisting on carving every stone alone. Name the gap in the plan and ask the others for what you need.",
      money: "Money in a shared project has turned into friction: uneven effort, blurry responsibility, quiet resentment. Name each person's contribution plainly, your own included, and let everyone own their part.",
      self: "Good enough has crept in where craft used to live, or pride keeps you from learning at anyone's elbow. Pick one neglected skill and give it your full attention again.",
      other: "Check that you and the person you are asking about are building the same thing. Ask them, in plain words, what they think the two of you are making, and listen.",
      practice: "Sit down with a partner, housemate or teammate this week and agree, in writing, who does what on one shared task.",
    },
  },
  // Four: a figure clutching a coin to his chest, one on his crown and two pinned under his feet.
  "pentacles-04": {
    upright: {
      love: "A coin clutched to the chest and two more pinned underfoot: love guarded like a treasure. Some of that care is wise; decide which parts of your heart are truly private and which you are simply afraid to open.",
      work: "A hard-won position, held tight with both arms. Protect what you built, and check whether the grip is also stopping you from picking up anything new.",
      money: "Security matters to you, and keeping hold of what you have built can be wisdom. Notice the moment holding becomes a knot in the chest, and ask what that knot is really guarding.",
      self: "Arms wrapped around what you have, feet planted on the rest: time, energy and feeling all kept close. Loosen one finger and notice whether the thing you feared actually happens.",
      other: "Notice what you keep back from the person in your question for fear of losing it: attention, honesty, a soft word. Offer one small piece of it and see what the giving does to you.",
      practice: "Give away one small thing you have been hoarding this week, an hour, a book, a compliment, and write one line about how letting go felt.",
    },
    reversed: {
      love: "The clutched coin is either slipping free or being held so hard it has turned into possessiveness. Check which, and let love move through open hands instead of being pressed against your ribs.",
      work: "Control at work has hardened into hoarding: knowledge kept back, tasks never handed over, credit never passed around. Open your arms a little; what flows out often returns as trust.",
      money: "Your relationship with money swings between clutching and letting everything slip. Notice what feeling sets off each swing, and look for a middle rhythm that feels both safe and generous.",
      self: "A fear of scarcity has you gripping grudges, status and old certainties as if they were coins. Set one of them down and feel how much lighter your arms become.",
      other: "Possessiveness on your own side can pass for care. Wherever you grip the person you are asking about too tightly, loosen one finger and give one thing back its room.",
      practice: "Pass on one piece of knowledge, skill or credit you usually keep to yourself this week, and notice what comes back.",
    },
  },
  // Five: two figures trudging through snow beneath a lit stained-glass window.
  "pentacles-05": {
    upright: {
      love: "Two figures in the snow walk past a glowing window without looking up: love in a lean season, or a loneliness that has stopped expecting warmth. Lift your head and let someone inside know you are cold.",
      work: "Work has become a winter: a lost role, a cold shoulder, a sense of being locked out of the warm room. Knock on the doors you have not tried, and take any help that is held out to you.",
      money: "Worry about money, or a feeling of being shut out from security, is heavy and real. Notice the shame that makes asking for help so hard, and let yourself ask anyway.",
      self: "Feeling outside the warmth others seem to enjoy can harden into a belief that you do not belong there. Question that belief as you would for a friend walking in the snow.",
      other: "If you and the person in your question are struggling side by side, notice whether you lean on each other or trudge on in silence. Reach for their arm, and say what you need.",
      practice: "Ask one person for help this week with something you have been carrying alone, and let the asking be as plain as knocking on a door.",
    },
    reversed: {
      love: "The snow is thinning and the lit door is open: warmth returns as you let yourself be helped and held. Step inside rather than proving you can manage the cold.",
      work: "A hard stretch at work is turning: a door opens, a contact answers, a kinder room appears. Walk through it, even if pride would rather you kept trudging.",
      money: "The lean feeling around money is easing as you let support in and look at things more clearly. Watch for the old fear that keeps you dressing as if winter never ended.",
      self: "Relief feels strange after a long cold season, and part of you keeps bracing. Let your shoulders drop; being out of the snow is allowed to feel good.",
      other: "Help offered by the person you are asking about, or help you could offer them, may be the door. Accept or give it without keeping a tally of who owes whom.",
      practice: "Thank one person this week who helped you through a hard season, in writing and by name.",
    },
  },
  // Six: a merchant holding level scales, giving coins to two kneeling figures.
  "pentacles-06": {
    upright: {
      love: "Scales held level between two people: one gives, the other receives, and then the places change. Offer freely, accept without embarrassment, and notice whether one of you always stands while the other kneels.",
      work: "A fair exchange at work: mentoring and being mentored, credit weighed out honestly. Pass on what you know with an open hand, and take support without feeling smaller for it.",
      money: "Money flows between people, and you stand on both sides of the scales at different times. Notice which side feels easier, giving or receiving, and what that says about how you measure your own worth.",
      self: "Your inner scales may be set to give and never to receive. Let a kindness land without rushing to repay it, and notice what it stirs to be the one who is handed something.",
      other: "Look at the balance of giving between you and the person in your question, without turning it into a ledger. Offer generously, receive graciously, and notice who usually holds the scales.",
      practice: "Give one gift of time this week and accept one offer of help without protest; write a line about how each felt.",
    },
    reversed: {
      love: "The scales have tipped: care given to control, affection received with strings, thanks never spoken. See which way the weight leans between you and name it gently, before it hardens into a debt of feeling.",
      work: "Uneven exchange at work: favours with conditions, help that keeps someone dependent, generosity used as leverage, perhaps by you. Look for the strings before you take or hand over the next coin.",
      money: "Money with strings attached, given or received, tangles feeling with obligation. Notice where a gift has turned into a debt in your mind, and decide how you want to hold it.",
      self: "Giving can be a way to feel needed, and refusing help a way to feel strong. Catch which of the two you reach for, and let your scales come back toward level.",
      other: "Check the scales between you and the person you are asking about for hidden weights, in either direction: favours that carry a price, help that keeps score. Ask out loud what each of you expects.",
      practice: "Find one place where you give with conditions, and this week give something small there with none attached.",
    },
  },
  // Seven: a farmer leaning on his hoe, studying seven coins ripening on a green bush; Saturn's patience.
  "pentacles-07": {
    upright: {
      love: "Love grows like fruit on a vine, slower than you would like, and you are leaning on the hoe to study it. Look honestly at what has ripened, what needs tending, and what you are still willing to wait for.",
      work: "A long project grows at its own pace, coins ripening one by one on the bush. Stop to assess the crop, adjust the method where it fails, and keep tending rather than uprooting it from impatience.",
      money: "Effort and reward rarely ripen at the same speed. Catch the places where you expect quick results, and let yourself value the slow, patient growth of steadier habits.",
      self: "Growth in you is real but slow, and you are allowed to stop and admire it. Name what has changed since you last looked, and what you still want to tend.",
      other: "Step back and look at what your time with the person in your question has grown. Ask how they see the harvest so far, and offer your own honest assessment.",
      practice: "Spend an hour this week walking around one long project as a farmer walks a field: list what has grown, what has not, and one thing to change.",
    },
    reversed: {
      love: "Tending a row that never fruits, or impatience digging up seeds to check whether they have sprouted. Ask whether this bond needs a different kind of care or a different patch of ground.",
      work: "Hard work, thin return, and a creeping urge either to quit or to push harder. Before doing either, ask whether the method is wrong or whether this crop was never the right one for you.",
      money: "Frustration with slow results can make money feel either pointless or urgent. Notice the impatience, and check whether your effort goes toward what you actually value.",
      self: "Comparing your growth with other people's harvests makes you feel behind. Look at your own bush with fresh eyes; some coins are ripening that you have stopped noticing.",
      other: "Lean on the hoe for a moment and look at the effort you pour toward the one you are asking about, and what it has grown. Ask yourself what exactly you are waiting for, and for how long.",
      practice: "List three places your effort goes, mark which give something back, and move one hour this week away from the one that gives least.",
    },
  },
  // Eight: a craftsman at his bench, carving one coin after another, the finished ones hung in a row.
  "pentacles-08": {
    upright: {
      love: "Love as a craft: small acts repeated until they become skill. Learn the person in front of you the way an apprentice learns the grain of the wood, patiently and with attention.",
      work: "Coin after coin at the workbench, each a little truer than the last: you are becoming very good at this. Accept the repetitive parts as the road to mastery, and let the row of finished work show your progress.",
      money: "Your relationship with money improves through small, repeated habits rather than grand resolutions. Choose one practice and keep it faithfully, like a maker returning to the bench each morning.",
      self: "Mastery of yourself is built in ordinary hours, the way a carver works each coin. Choose one inner skill, patience, listening or rest, and practise it daily with no audience.",
      other: "Small, consistent acts build trust with the person in your question more than any grand gesture. Show up in the same reliable way each time, and let that steadiness speak.",
      practice: "Give thirty focused minutes a day this week to one skill you are building, and mark each session on a sheet pinned to the wall.",
    },
    reversed: {
      love: "The craft of love has gone off true: every detail polished until nothing feels spontaneous, or everything rushed with one eye on the clock. Find the pace that honours both the bond and the rest of your life.",
      work: "Perfectionism keeps one coin on the bench forever, or boredom has you cutting corners on all the rest. Find the rhythm that respects the work without letting it consume you.",
      money: "Money habits swing between anxious over-checking and careless neglect. Look for a plain, steady practice that respects both your time and your peace of mind.",
      self: "Endless self-improvement can become another way of never being enough. Let one part of yourself count as finished for now, and notice the relief.",
      other: "Demanding flawless work from the person you are asking about, or giving the bond less care than it needs, throws the craft off true. Adjust your own workmanship first, then ask what would help you both.",
      practice: "Declare finished one piece of work you keep polishing, and give one hasty piece a single careful hour, both within this week.",
    },
  },
  // Nine: a figure alone in a walled vineyard, a hooded falcon on her glove, a snail at her feet.
  "pentacles-09": {
    upright: {
      love: "A self-possessed heart in a walled garden of its own making: you come to love whole, not hungry. Let anyone who joins you add to the vineyard rather than complete it.",
      work: "Independence earned through effort: the vines are yours and so is the fruit. Take pride in the work without apologising, and let ambition rest on your glove like a hooded falcon for a while.",
      money: "Worth and money meet in the vineyard. Notice where you let yourself enjoy what you have earned and where guilt slips in, and ask whose voice that guilt speaks in.",
      self: "Pride in your own walled garden is permitted, even encouraged. Enjoy solitude and small refinements, and let discipline serve your pleasure rather than replace it.",
      other: "Bring your whole self to the person in your question rather than a need to be completed. Offer company from the walled garden of your own life, with the gate left open.",
      practice: "Spend an afternoon alone this week somewhere beautiful, doing something purely for pleasure, and notice how it feels to need nothing from anyone.",
    },
    reversed: {
      love: "The garden walls have grown high: independence has turned into isolation, or comfort rests on someone else's say-so. Ask whether you are choosing solitude or hiding in it.",
      work: "Overwork leaves no hour to walk among the vines you planted. Step back from the bench long enough to ask what all this effort is for, and who gets to enjoy it.",
      money: "Comfort without peace: a pleasant surface over a nagging sense that it could be taken away, or a reliance on someone that sits uneasily. Name the fear beneath the velvet.",
      self: "Worth pinned to polished outward signs is fragile. Find one quality you value in yourself that has nothing to do with achievement, and let it stand on its own.",
      other: "Leaning on the person you are asking about for your whole sense of security puts a weight on the bond it was never built to carry. Tend one patch of the garden that is yours alone.",
      practice: "Stop work an hour early on one day this week and spend that hour enjoying something you have already made or earned.",
    },
  },
  // Ten: an old man with his dogs beneath an archway, a family behind, ten coins woven like a tree.
  "pentacles-10": {
    upright: {
      love: "Love that spans generations: the family you were born to and the one you build, the old and the young under one arch. Think about who you want around your table in years to come, and what you are laying down for them.",
      work: "Work that builds something lasting: a body of craft, a team that outlives your role, knowledge passed from hand to hand. Look past the next deadline toward what you want to leave standing.",
      money: "Money sits inside a family story: what you were handed, in coin and in habit, and what you hope to hand on. Notice which inherited beliefs about money you still live by, and which you would gladly retire.",
      self: "You stand in a long line, carrying its gifts and its wounds. Honour the roots under the archway, and choose for yourself which traditions to keep.",
      other: "Family shapes both you and the person in your question. Ask about their roots and the table they grew up at, and offer the story of yours.",
      practice: "Call an older relative or family friend this week, ask one question about the people who came before you, and write the answer down.",
    },
    reversed: {
      love: "Family tension, or an eye fixed only on the short term, strains love. Separate what belongs to the family story from what belongs to the two of you, and speak to each on its own terms.",
      work: "Family expectations pull a career in a direction you did not choose, or quick wins eat away at what would last. Decide which inheritance you want to build on and which to set down.",
      money: "Money and family are knotted together: inheritance, obligation, an old quarrel nobody names. Gently untangle one strand, and talk about it openly with the people it touches.",
      self: "Old family patterns repeat in you, at the archway and at the table. Pick one you would like to end with you, and begin by naming it.",
      other: "Old family roles, yours or theirs, may be standing between you and the person you are asking about. Speak to them directly, outside the inherited script, as the adult you are.",
      practice: "Write down one rule about love, money or work that your family handed you, and decide this week whether to keep it, change it or let it go.",
    },
  },
  // Page: a young student in a ploughed field, gazing at a single coin held up to the light.
  "pentacles-11": {
    upright: {
      love: "Love approached like a student with a coin held up to the light: curious, sincere, willing to learn how another person works. Take it seriously, one small lesson at a time.",
      work: "A new skill, course or trade beckons from the edge of the field. Begin the lessons, ask the beginner's questions, and treat study as real work with real hours.",
      money: "Curiosity is the first coin: learning how money actually works, without shame about what you do not yet know. Study one thing at a time, turning it in the light until it makes sense.",
      self: "A beginner's mind is the gift: serious, patient, fascinated by one small coin. Study yourself with that same care, one habit or feeling at a time, as if you were the subject you always wanted to learn.",
      other: "Be curious and sincere with the person in your question. Ask to learn what matters to them, and show what you have learned through steady attention.",
      practice: "Choose one skill to learn and give it two focused hours this week; after each session, write one thing you now understand.",
    },
    reversed: {
      love: "Planning to show up and never quite arriving: the message drafted, the date pencilled in and rubbed out. Put one real plan in the calendar and keep it.",
      work: "The course stays on the wish list and the plan stays in the notebook. Procrastination feels like preparation; start before you feel ready.",
      money: "Avoidance dressed as planning keeps money confusing: endless reading, no first step. Learn one small, practical thing, and let that be enough for now.",
      self: "Scattered focus keeps you hopping between fields without ploughing any of them. Choose one, and give it the patient attention of someone learning a trade.",
      other: "Small promises to the person you are asking about keep slipping off the page. Keep one, on time, before making another.",
      practice: "Pick the one thing you keep meaning to learn, book an hour for it this week, and begin without waiting to feel ready.",
    },
  },
  // Knight: a rider on a heavy, motionless horse, looking out over a freshly ploughed field.
  "pentacles-12": {
    upright: {
      love: "Steady, reliable love on a slow, heavy horse: no fireworks, just the same warm arrival day after day. Value that consistency, and offer it back in kind.",
      work: "Progress measured in furrows: the same careful work ploughed each day until the field is done. Keep going when it feels dull; dull is how big things get finished.",
      money: "Steady habits with money bring a quiet kind of peace. Choose plodding consistency over dramatic overhauls, and let the slow horse carry you.",
      self: "Discipline, done gently, is a form of self-respect. Keep the routines that hold you, and notice how much firmer the ground feels under a patient horse.",
      other: "Reliability is the gift you can bring the person in your question. Do what you say, when you say, and let trust grow furrow by furrow.",
      practice: "Choose one daily routine for this week, do it at the same time each day, and tick it off on paper.",
    },
    reversed: {
      love: "The routine of love has worn into a rut: same evenings, same conversations, the horse standing still at the edge of the field. Keep the commitment, and bring one new thing into the furrow.",
      work: "Stagnation at work: the same furrow ploughed deeper and deeper until you cannot see over the edge. Change one thing about how you work, even if the work itself stays.",
      money: "Money habits have gone rigid or slack: the same route every day and nobody checking whether it still leads anywhere. Change one small routine and see what moves.",
      self: "Discipline has stiffened into stubbornness, or the horse has stopped altogether. Ask what would get you moving again at an honest pace.",
      other: "Same evenings, same replies, same furrow: look at the loop you and the one you are asking about keep ploughing. Suggest one small change of routine, and see how it is met.",
      practice: "Change one part of your daily routine this week, a new route, a new hour, a new place to work, and notice how it feels.",
    },
  },
  // Queen: seated in a garden of roses, a coin resting in her lap, a rabbit at her feet.
  "pentacles-13": {
    upright: {
      love: "Practical love: feeding, sheltering, making a warm home where people can rest. Offer care in tangible ways, and let yourself be cared for in the same language.",
      work: "You make people feel looked after while getting the practical things done: the rota, the budget, the warm word at the right moment. Trust that skill, and let it be named and valued rather than taken for granted.",
      money: "Money can be a tool of care: for the household, the body, the people you love. Notice how you look after yourself with it, not only everyone else.",
      self: "Tend yourself the way you tend a garden: real food, rest, a warm room, a small patch of green. Feeling safe is the soil everything else grows in.",
      other: "Practical care speaks loudly with the person in your question. Offer something concrete, a meal, a lift, an afternoon, and notice how it is received.",
      practice: "Cook or prepare one meal this week with full attention, for yourself or someone you love, and eat it sitting down.",
    },
    reversed: {
      love: "Caring for everyone has turned into running everyone: the meals, the calendar, the moods. Let someone else carry part of the load, and sit down at your own table.",
      work: "Work and home have collided, and the garden is going untended. Set one boundary that protects time for yourself, and keep it even when someone needs you.",
      money: "Money may flow out to everyone but you, or the household purse is held too tightly to share. Look at the pattern, and at what it protects.",
      self: "Self-neglect hides behind caring for others. Put your own name on the list of people you look after, and near the top.",
      other: "Care for the person you are asking about can slide into smothering. Let them do one thing for themselves, and resist the urge to rescue.",
      practice: "Hand over one chore this week and use the time to sit in a garden or by a window doing nothing.",
    },
  },
  // King: enthroned among grapevines, bulls carved into his seat, the castle he built behind him.
  "pentacles-14": {
    upright: {
      love: "Love that feels like a well-kept estate: secure, generous, rooted in shared comfort. Be the reliable one, and let the harvest be something you both sit down and enjoy.",
      work: "Leadership grown from steady, proven results, grapes heavy on the vine. Lead with patience, pass on what you know, and let others flourish in the vineyard you tended.",
      money: "A settled relationship with money: you know what enough feels like, and money serves providing and giving rather than proving. Feel how that steadiness sits in your body, and let it guide you.",
      self: "Something solid stands inside you, raised stone by stone and vine by vine. Enjoy it without guilt, and let security make you more generous rather than more guarded.",
      other: "Offer the person in your question steadiness and warmth in equal measure. Ask what security means to them, and listen before you offer solutions.",
      practice: "Share something you have built with someone who would benefit this week: a skill, a meal, an introduction, an afternoon of your time.",
    },
    reversed: {
      love: "Holding on too tightly, with comfort and control valued above closeness: the throne becomes a fortress. Loosen your grip and let love be messy and shared rather than managed.",
      work: "Stubbornness at work: holding on to status, refusing new ideas, mistaking having for knowing. Step off the throne long enough to let someone else's growth show you what you have missed.",
      money: "Money has slipped into being a measure of worth, yours or other people's. Notice where things crowd out people, and ask what security would mean without a single figure attached.",
      self: "Stubbornness passes for strength, and the grapes on the vine go unshared and unenjoyed. Ask what you are afraid to lose if you change your mind.",
      other: "Check that you are not measuring the person you are asking about by what they provide. Look past the ledger and tell them one thing you value that cannot be counted.",
      practice: "Give away one thing you no longer need to someone who would use it this week, and spend an hour with someone simply for their company.",
    },
  },
};
