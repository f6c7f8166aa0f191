/**
 * Solara's topic layers for the 22 major arcana (see ./types.ts for what each layer means).
 * Position-neutral: each text reads after "Behind this, …", "Right now, …" or "The way forward: …".
 */
import type { TopicTable } from "./types";

export const MAJOR_TOPICS: TopicTable = {
  // 0 · Uranus (air): beginnings, the leap, the small dog, the bag on a stick.
  "major-00": {
    upright: {
      love: "A fresh beginning in love, entered with open hands and no script. The cliff edge is simply the first honest yes: let yourself be new at closeness again, more curious than guarded, and learn this bond by stepping into it.",
      work: "Zero experience and plenty of nerve: a new role, a new field, a project nobody has mapped yet. Be a beginner on purpose, carry only what fits in one small bag, and learn the ground by walking it.",
      money: "A bag on a stick, packed light and carried without dread. Money becomes a question of trust: sort the caution that is wisdom from the caution that is old fear, and ask what enough looks like when you stop packing for every disaster.",
      self: "The part of you that nobody has yet told what is impossible. Zero is a clean slate, not an empty one; let the small dog of instinct run ahead, and trust yourself to learn what you need along the way.",
      other: "Room to meet the person you are asking about as if for the first time, without the file of everything you expect. Ask one question you have never asked, and leave space to be surprised by the answer.",
      practice: "Take a walk with no destination this week: at every corner, choose left or right by instinct, and write down one thing you found that a plan would have missed.",
    },
    reversed: {
      love: "Closeness approached as a dare or avoided as a danger, with nothing in between. Find out whether you skip the getting-to-know or never let anyone past the first meeting, then slow the one down or brave the other.",
      work: "Plans launched on excitement alone, or a bright idea left in the bag for years. Before the next move at work, look down once: check the footing, ask one person who knows the terrain, then go.",
      money: "Carelessness and frozen caution, two faces of the same avoidance around money. Look honestly at one ordinary week of your habits, without shame, so your trust rests on something solid instead of a hopeful guess.",
      self: "Innocence curdled into not wanting to know, or a fear of beginning dressed up as good sense. The little dog at your heels is barking for a reason; stop and listen to the instinct you keep stepping over.",
      other: "Trust handed over before it has been earned, or withheld long after it has. See the other person as they actually are, not as hope or wariness paints them, and ask directly about the thing you keep guessing at.",
      practice: "Before one real decision this week, pause at the edge and write three lines: what you know, what you are assuming, and what you fear. Then choose.",
    },
  },
  // I · Mercury: skill, focus, the four tools on the table, one hand up and one hand down.
  "major-01": {
    upright: {
      love: "Desire named clearly, with the words, warmth and wit to ask for it. You know what you want from closeness; say it out loud and mean it, because a wish spoken plainly is half the magic.",
      work: "Every tool laid out and a hand raised to use them. Your skills are ready for the job at hand: quit polishing them in private, choose the one result you want, and point your whole attention at it.",
      money: "Four tools on the table and a question about how you use what you already hold. Money shifts when you treat it as something you direct with intention rather than something that happens to you; give it one clear purpose.",
      self: "One hand reaching up for the idea, the other pointing down to where it lands. You are more capable than your hesitation admits; join the two hands, and let focus be the bridge between imagining and doing.",
      other: "Words with real power in them, yours included. Say to the person at the heart of this exactly what you mean, ask for what you want without clever angles, and give the kind of full attention that makes anyone feel heard.",
      practice: "Clear a table and lay out what your goal needs (a spark, a feeling, a plan and one real hour), then spend that hour on it before the week is out.",
    },
    reversed: {
      love: "Charm used as a performance, or a real gift for connection left in the drawer. Notice where you say the right thing instead of the true thing, and where sleight of hand on either side stands in for plain, honest interest.",
      work: "Talent spread across so many half-started projects that none of them gets your full hand. Clear the table back to a single tool, finish one thing properly, and let the rest wait without guilt.",
      money: "Money energy that scatters: clever plans that never land, or a quick-fix story that sounds a little too neat. Bring it back to one honest look at what you value, and stay wary of any promise that needs you not to ask questions.",
      self: "A gift you have not picked up, or one you keep using to impress rather than to build. Ask where your ability has gone quiet, and what it would mean to spend it on something you truly care about.",
      other: "Smoke and mirrors somewhere in the exchange, whether yours or simply the situation's. Ask the plain question, listen for a plain answer, and notice whether you are being dazzled or doing the dazzling.",
      practice: "List every half-started project on one page, circle the one that matters most, and give it two focused hours this week with your phone in another room.",
    },
  },
  // II · Moon: intuition, the two pillars, the veil, the half-hidden scroll, still water.
  "major-02": {
    upright: {
      love: "Quiet knowing about this bond, sitting beneath the conversation. Between the pillars of hope and doubt there is a still place where you already sense what this closeness is; give that knowing room before you ask anyone else.",
      work: "Insight arriving sideways: a hunch about a colleague, a sense that the obvious plan misses something. Keep your counsel for a while, watch more than you speak, and let the half-hidden scroll unroll before you act.",
      money: "A private, intuitive sense of what money means to you, beneath the habits and the figures. Listen for the quiet signal that says enough, or not this, and treat it as information rather than a passing mood.",
      self: "A deep, still pool under the everyday noise, where your own knowing lives. Go there on purpose; the veil between what you think and what you sense is thinner than you believe, and silence is the way through.",
      other: "So much passing between the two of you without words. Notice what you sense in the other person's company, hold it lightly rather than as proof, and offer the patient silence in which something real can be said.",
      practice: "Sit for ten minutes each evening in a dim room with a notebook, ask your question once, and write down the first image or phrase that rises, unedited.",
    },
    reversed: {
      love: "Instinct about a bond drowned out by advice, scrolling and replayed messages. Step back from the chorus: what you feel when the room is quiet is worth more than a hundred outside opinions on the matter.",
      work: "A hunch at work tapping on the glass while you look the other way, or information held back that would change the picture. Ask the question you have been avoiding, and trust the unease enough to look into it calmly.",
      money: "Money tucked behind a veil: things not looked at, not said, not even admitted to yourself. Bring one hidden corner gently into the light, whether an envelope left unopened or a shame you have never said aloud.",
      self: "Your inner voice crowded out by other people's certainty. The pool is still there beneath the noise; turn the volume down long enough to recognise your own voice, and take it as seriously as you take theirs.",
      other: "The unsaid, hanging like a veil between you and the other person. Rather than guessing what sits on the far side of it, notice what you yourself keep back, and decide what is safe and kind to say first.",
      practice: "Take one day this week away from advice: no polls, no forums, no asking friends. Before bed, write what you know about your question when nobody else is talking.",
    },
  },
  // III · Venus (earth): abundance, the wheat field, the river, the forest, creation.
  "major-03": {
    upright: {
      love: "Love that is warm, sensual and generous, rooted like wheat in good soil. Let yourself receive as much care as you give, enjoy the slow pleasures of being close, and let the bond ripen in its own season.",
      work: "Creative work ripening, fed by patience rather than pressure. Make things, tend them and let them grow; the fruitful path is the one where your craft nourishes you as well as the people who receive it.",
      money: "A sense of plenty that starts inside, in what you already enjoy and tend. Treat money as one way of caring for your life rather than a score, and let what feels abundant in your days shape what enough means to you.",
      self: "Your own ground asking to be fed: rest, beauty, good food, time among green things. Let yourself be nourished without earning it first, and creativity can return as naturally as a field greening after rain.",
      other: "Care flowing easily toward the person you are asking about. Offer warmth without conditions, let yourself be cared for in return, and ask what would help them feel at home with you.",
      practice: "Spend an hour this week making something by hand purely for pleasure, a meal, a pot of herbs or a drawing, and share it with someone you love.",
    },
    reversed: {
      love: "Care poured out until the well runs dry, or love that smothers rather than shelters. Notice whether you are parenting someone who needs an equal, and turn some of that tenderness back toward yourself before it sours into resentment.",
      work: "A creative field gone fallow: pushing for output when the ground needs rest, or tending everyone's projects but your own. Stop forcing the harvest; water your own idea first and give it a season without judging its size.",
      money: "Scarcity felt in the body, or a generosity that leaves nothing for you. Look tenderly at where your resources keep flowing out to others, and consider that receiving, including asking for help, belongs to abundance too.",
      self: "A garden left dry while you water everyone else's. Name your own needs without apology; one small, regular pleasure restored does more for you than any grand plan of self-improvement.",
      other: "Closeness tipping into caretaking or control, doing for the other person what they could do for themselves. Step back far enough to let them grow, and to let yourself breathe.",
      practice: "Hand back one caretaking task this week that is not truly yours, and spend the freed hour feeding your own creativity or simply resting somewhere green.",
    },
  },
  // IV · the first fire sign: structure, the stone throne, the ram's heads, the square of four.
  "major-04": {
    upright: {
      love: "Steady, protective love built on reliability, four square walls of clear agreements, kept promises and a yes and a no that mean what they say. Build the kind of structure that lets tenderness feel safe.",
      work: "Authority you are ready to hold: a plan, a role with weight, a team that needs direction. Take the seat, set the rules of your own work, and lead by being the person who follows through.",
      money: "Order, stewardship and a firm hand on the plan. Money becomes something to organise and protect rather than fear; a simple structure you set yourself, on one page, makes every later choice easier.",
      self: "The ruler inside you who can say no, make a plan and keep it. Inner authority is not harshness; it is the steady part of you that guards what matters and stops asking permission to run your own life.",
      other: "Boundaries as a kindness to you both. Tell the other person plainly what you accept and what you do not, ask what structure would help them feel secure, and offer reliability rather than rescue.",
      practice: "Write three house rules of your own for this situation, one for time, one for energy and one for respect, and keep them for seven days.",
    },
    reversed: {
      love: "Control posing as care, or no boundaries at all. A relationship cannot breathe inside stone walls, nor stand without any; notice which you have built, then loosen the grip or set the first clear limit.",
      work: "Rules kept for their own sake, leadership by pressure, or chaos where a plan should be. Ask who really holds authority over your working hours, and take back the part that is rightly yours.",
      money: "Money gripped so tightly it breeds tension, or left without any structure at all. Either way the remedy is plain: decide who is responsible for what, and make the rules gentle enough that you can actually keep them.",
      self: "An inner tyrant who never lets you rest, or an absent one who never sets a limit. Look for the ground between: authority over yourself that is firm, fair and kind, more good parent than warden.",
      other: "A tug of war between you over who is in charge, or a vacuum where nobody takes responsibility. Notice your own grip on the rope, release what is not yours to control, and state the one boundary you need without raising your voice.",
      practice: "Choose one rule you enforce on yourself that has become a cage, break it kindly once this week, and set one new limit that truly protects you.",
    },
  },
  // V · earth, the keys and the blessing: tradition, teaching, belonging.
  "major-05": {
    upright: {
      love: "Love shaped by shared values, family blessing and the rituals that hold people together. Commitment and belonging matter here; talk openly about what a serious bond means to each of you, and what each of you wants to honour.",
      work: "Learning inside a tradition: a mentor, a course, an institution or a craft with its own lineage. Be the student for a while, learn the rules properly, and let the keys be handed to you by people who hold them.",
      money: "Beliefs about money inherited from family, faith or culture. Look at them with respect and curiosity: some are wisdom worth keeping, and a trusted teacher or adviser can help you tell which are which.",
      self: "A longing to belong to something larger and to be taught by it. Find the practice or community that fits your values, and let ritual give shape to the inner work you have been trying to do alone.",
      other: "Shared values as the bridge between you. Ask the other person what they were taught about love, loyalty and duty, answer the same questions honestly yourself, and notice where your traditions meet and where they part.",
      practice: "Ask someone you respect, an elder, teacher or mentor, for an hour of their counsel on your question this week, and write down the one key they hand you.",
    },
    reversed: {
      love: "A script about love handed down by family or culture, pinching like someone else's shoes. Sort the rules about how love should look, how fast and with whom into yours and theirs, and give yourself permission to rewrite the rest.",
      work: "Rules at work that exist because they always have, or a rebellion against every structure on principle. Question the orthodoxy with a clear reason, and find a place where your own method can be tested rather than merely asserted.",
      money: "Money rules you were taught and never questioned, or a defiant habit formed in reaction to them. Sort your beliefs into two piles, inherited and chosen, and notice how much lighter the chosen ones feel.",
      self: "Outgrowing a teacher, a creed or a version of yourself that once fitted. Honour what it gave you and step past it; your own inner authority is ready to be the first one you consult.",
      other: "Friction over beliefs, roles or what a relationship ought to be. Instead of converting the person you are asking about, or obeying them, ask where each of you learned your rules, and look for one you could rewrite together.",
      practice: "List three rules you were taught about your question, strike out any that feel borrowed, and replace each with one sentence in your own words.",
    },
  },
  // VI · air, the twins' sign: union and choice, two figures, two trees, the angel above.
  "major-06": {
    upright: {
      love: "A union that asks for your whole self: attraction, yes, and choice as well. Love deepens when it lines up with what you value most, so choose someone, or choose again the person beside you, with your eyes fully open.",
      work: "A meaningful choice of direction, a partnership, or a role that fits your values. Weigh the options by what you care about and not only by what flatters you; the right collaboration feels like alignment rather than compromise.",
      money: "A choice about money that is really a choice about values. Ask what you want your resources to stand for, and let any shared decision rest on an honest conversation about what each of you holds dear.",
      self: "Two trees, two paths, and a self being asked to integrate rather than split. Bring desire and conscience into the same room, and keep them talking until what you want and who you are stop arguing.",
      other: "An honest meeting, face to face, with nothing held behind the back. Offer the one across from you your real values instead of the agreeable version, ask about theirs, and notice where the two of you genuinely meet.",
      practice: "Write your five deepest values on a card, and before each significant choice this week, check the choice against them and note which ones it honours.",
    },
    reversed: {
      love: "Attraction pulling one way and your values the other, or a decision about love postponed until it starts deciding itself. Stop bargaining with what matters to you, and ask what you would choose if you respected yourself completely.",
      work: "A role or partnership that grates against who you are, tolerated because choosing feels risky. Name the misalignment plainly, even if only to yourself, and look for the smallest change that brings your work back in line with your values.",
      money: "Money decisions made to please someone else, or avoided to keep the peace. Notice where your habits or your silence go against what you truly value, and have the honest conversation you have been putting off.",
      self: "A quiet self-betrayal: yes with your mouth, no with your whole body. Listen to the split instead of overriding it, and let your values cast the deciding vote.",
      other: "Two people facing in slightly different directions. Rather than guessing where the other person stands, ask plainly what they want, say plainly what you want, and let the gap between the answers be information instead of a threat.",
      practice: "Each evening this week, write down one yes you gave that felt like a no, and choose one of them to renegotiate kindly before the week ends.",
    },
  },
  // VII · water, the crab's sign: the armoured driver, two sphinxes pulling apart, no reins.
  "major-07": {
    upright: {
      love: "Love moving by decision rather than drift: a bond that needs a heading, commitment and a steady hand. Keep the tenderness inside the armour, and steer toward the relationship you actually want instead of waiting to be carried.",
      work: "Drive, discipline and a clear destination. Two opposing demands can both be harnessed if you hold the reins firmly; decide where you are heading, keep your eyes on it, and let focus carry the load.",
      money: "Mastery through steady will: money as something you steer rather than something that drags you. Choose one direction that matters and hold it calmly, even while two impulses pull in opposite ways.",
      self: "Armour on the outside, a soft heart inside, and willpower holding both. Direct your energy rather than suppressing your feelings; the victory worth having is self-command, not self-conquest.",
      other: "Two strong wills, pulling like a pair of sphinxes in different directions. Say clearly where you want to go, ask where the other person is heading, and look for a road you could travel side by side.",
      practice: "Write your destination for this month in one sentence, tape it where you see it daily, and each morning take one deliberate step toward it.",
    },
    reversed: {
      love: "Love pulled two ways with nobody holding the reins, or driven so hard it runs over feelings. Slow the wheels, ask where this is actually going, and make room for the softer voice that force keeps drowning out.",
      work: "Ambition without a map, or pushing so hard that everyone braces for impact. Stop long enough to pick one destination, and let go of any goal that is only there to prove something.",
      money: "Money choices driven by impulse or by the need to win. Pause before acting, notice which of the two beasts, fear or appetite, pulls hardest, and bring the reins back into your own calm hands.",
      self: "Dragged along by circumstance, or driving yourself like a machine. Climb down for a moment; real control starts with admitting what you cannot steer and quietly taking back what you can.",
      other: "A struggle for the reins, or the sense of being pulled along at someone else's pace. Notice which it is, stop pushing, and ask plainly for the speed and direction that suit you.",
      practice: "Choose one area where you feel dragged along, and for one week make a single small decision there each day that is entirely yours.",
    },
  },
  // VIII · fire, the lion's sign: the gentle hand on the lion's jaw, the garland, the loop of infinity.
  "major-08": {
    upright: {
      love: "Patient courage in love, a gentle hand on something wild in you or in the bond. Meet hurt, desire or jealousy with steadiness rather than force, and let tenderness be the proof of how strong you are.",
      work: "Quiet power at work: influence earned through calm persistence, not volume. Handle the daunting task or the difficult meeting as you would soothe a lion, slowly, warmly, without flinching.",
      money: "Courage with money, the calm kind. Face the figures or the conversation you dread with a soft, steady hand, and notice how the beast shrinks once you stop running from it.",
      self: "A lion inside you that needs befriending, not caging. Your instincts, anger and appetites are sources of power; hold them with compassion until they trust you enough to follow your lead.",
      other: "A soft hand as the strongest thing you can offer the person you are asking about. Be patient where you might push, stay steady when things turn raw, and notice how a quiet voice opens what a hard one keeps shut.",
      practice: "When something provokes you this week, put a hand on your chest, breathe out slowly three times before you answer, and write afterwards what changed.",
    },
    reversed: {
      love: "Love handled with a clenched fist, or a doubt that you are enough to be met as an equal. Loosen your grip on the outcome, and speak to your own raw nerves as kindly as you would to a frightened animal.",
      work: "Results forced through sheer effort, or a doubt that you have what it takes at all. Neither is your real strength; step back, find the patient approach, and remember the times you tamed something harder.",
      money: "Money anxiety expressed as control, or a feeling of being too weak to face it. The animal bares its teeth because it is scared; meet that fear with patience and one small, calm step of attention.",
      self: "Courage gone quiet, drowned by self-doubt or masked by bravado. Sit beside the lion instead of wrestling it; gentleness toward yourself is the place your power comes back from.",
      other: "Force or fear ruling the exchange. Let go of winning, notice whether you are pushing or shrinking, and offer one calm, honest sentence in place of the sharp or the silent one.",
      practice: "Write a gentle letter to the part of you that roars or hides when scared, in the voice of someone who believes in you, and read it aloud once.",
    },
  },
  // IX · earth, the harvest sign: the lantern, the grey cloak, the staff, the snowy peak.
  "major-09": {
    upright: {
      love: "Solitude that clarifies rather than isolates. Time alone belongs to loving well: withdraw enough to hear what you truly want from closeness, and come back carrying your own light instead of searching for it in someone else.",
      work: "Deep, careful, solitary work: study, mastery, the long view from a high place. Step away from the noise, follow your own lantern, and trust quiet expertise to earn its own authority.",
      money: "A quiet, honest inventory of what you actually need. Turn the lantern inward, away from comparison and advertising, and your own idea of enough becomes easy to see; simplicity starts to feel like freedom.",
      self: "A lantern in your hand and a long climb under your feet. Listen in silence and move only as far as the light reaches; what you seek is lit from within, not found in anyone's approval.",
      other: "Room to breathe on both sides of the bond. Give the other person space, take some for yourself, and notice what becomes clear when nobody fills every silence; save the deeper question for when the noise settles.",
      practice: "Take a solitary walk at dusk this week with no headphones and one question in mind; when you get home, write down whatever answer the quiet gave you.",
    },
    reversed: {
      love: "Retreat hardened into loneliness, or distance used to avoid being known. A lantern is meant to light the way back down the mountain too; reach out to one person who makes you feel seen.",
      work: "Isolated effort that no longer serves the work, or a search for meaning that has lost the path. Share the unfinished thing with someone you trust, and let a second voice light the next stretch.",
      money: "Money kept private to the point of secrecy, or worry carried alone in the dark. Asking for help is not failure; share the question with one trusted person and let their lamp make the climb less steep.",
      self: "Solitude turned into hiding, or a search so inward that the thread back to ordinary life has gone slack. Reconnection is the medicine: a meal with a friend, a class, your body in a room with other people.",
      other: "A withdrawal that may be protecting you or simply keeping the other person at arm's length. Notice which, and if you want closeness, send one honest message that lets them see where you are.",
      practice: "Invite one person you have drifted from out of tiredness, not conflict, for a walk or a meal this week, and let them see how you really are.",
    },
  },
  // X · Jupiter: the great wheel, the sphinx on top, the four winged readers in the corners.
  "major-10": {
    upright: {
      love: "A turning point in love: circumstances shifting, a chance meeting, one chapter closing so another can open. Move with the turn rather than clinging to how things were; openness is how you catch good timing.",
      work: "Change in your working world: an opening, a restructure, an offer out of nowhere, the ground moving under familiar roles. Read the cycle you are in, and meet the motion with curiosity rather than resistance.",
      money: "Money moving in seasons of more and less. Your relationship with it steadies when you stop reading every turn as a verdict on your worth; look at the larger pattern and hold it calmly.",
      self: "A recognition that life moves in rounds. Notice which turn of the spiral you are on, what you have learned since the last time round, and how you might meet this season with more grace.",
      other: "A bond moving through a new phase, nearer or further. See where the two of you stand on the wheel today, not where you once stood, and ask what this season between you calls for rather than insisting it stay the same.",
      practice: "Draw a circle on a page and mark the last three times this situation came round; beside each, note what you did, and choose one different move for this turn.",
    },
    reversed: {
      love: "The same lesson in love returning with a new face. Instead of blaming luck, study the pattern with curiosity: what you keep choosing, where you keep stopping, and which single change would let the wheel turn differently.",
      work: "A setback or a stalled cycle at work, or a fight against change already underway. Stop pushing against the turning; study what has shifted, adapt one habit, and let the motion carry something new.",
      money: "An old money pattern coming round again: the same worry, the same end-of-month feeling. Treat it as a message rather than a sentence; trace the habit back to where it starts, and change the smallest link you can reach.",
      self: "A sense of being stuck on the downward curve of the rim. The wheel has not stopped; your part is to stop repeating the old move out of habit and try one thing you have never tried.",
      other: "The same argument with the other person, the same silence, round and round like the rim of a wheel. Notice your own step in the dance, change it once, and watch what shifts when the rhythm is no longer predictable.",
      practice: "Name one pattern you keep repeating around this question, write it on a card, and each day this week do one small thing that breaks the sequence.",
    },
  },
  // XI · air, the scales' sign: the balance in one hand, the upright double-edged sword in the other.
  "major-11": {
    upright: {
      love: "Fairness and truth as the ground of love. Weigh what you give against what you receive, speak honestly about where things stand, and let the bond rest on mutual accountability rather than hope.",
      work: "Clear cause and effect at work: fair dealing, honest reviews, decisions weighed on their merits. Act with integrity, look at the evidence before concluding anything, and let careful truth-telling be what people know you for.",
      money: "Honest scales: money looked at clearly, without drama or denial. Your relationship with it asks for fairness, to yourself and to others, and for agreements spelled out so that nobody has to guess.",
      self: "The double-edged sword of self-honesty. See your own part clearly, neither harsher nor softer than the truth, and let that clear sight be the beginning of your freedom rather than a punishment.",
      other: "A need for balance and honesty between you. Name what feels fair and what does not, listen for the other person's measure of it too, and offer the truth without using it as a blade.",
      practice: "Draw two columns, what you give and what you receive in this situation, fill them honestly, and raise one fair adjustment with the person it concerns.",
    },
    reversed: {
      love: "Scales tipped: one side carrying more, or a comfortable story told to avoid an uncomfortable truth. Look at your side of the ledger first, then ask for the honest reckoning the bond needs to find its balance again.",
      work: "Something unfair at work, or a result you blame entirely on others. Look squarely at what is yours to own, speak up about what is not, and keep clear notes so the truth has somewhere to stand.",
      money: "Imbalance around money: quiet resentment about who pays for what, or a figure you avoid seeing. Bring the scales into the open with one plain conversation, and own your part without punishing yourself for it.",
      self: "A story that shields you from accountability, or a harsh verdict you keep passing on yourself. Put both down; the fair view of you is more honest than the excuse and far kinder than the sentence.",
      other: "A sense that something between you is unbalanced or untold. Instead of accusing or assuming, ask one clear question, say what feels unfair to you, and take responsibility for your own share of the weight.",
      practice: "Say aloud one thing you have avoided owning, first to yourself and then to the person it affects, simply and without excuse.",
    },
  },
  // XII · Neptune (water): hanging by one foot from the living tree, calm face, the halo.
  "major-12": {
    upright: {
      love: "A suspended moment in love: not stuck, just paused for a different angle. Turn the situation upside down and look again; loosening your idea of how it should go may show you what the bond truly needs.",
      work: "A pause at work inviting a new view: a stalled project, a wait for a decision, a role that needs rethinking. Use the suspension to see your work from the other side rather than pushing for movement that is not there.",
      money: "Money questions left to rest so they can be seen differently. Surrender the urge to fix everything at once, hang with the question, and notice how it looks upside down: perhaps less a problem to solve than a value to rethink.",
      self: "Serenity found by letting go of the struggle, a calm face even upside down. Choose the pause, turn your habitual view on its head, and discover that surrender can be strength rather than defeat.",
      other: "A moment to stop trying to move the other person. Let go of the script for how they should respond, look at the situation from their side, and ask what changes when you stop pulling on the rope.",
      practice: "Write your question at the top of a page, turn the page upside down, and each day this week add one thing you notice from the opposite point of view.",
    },
    reversed: {
      love: "Suspension in love stretched past its use: a wait with no end date, or a self-denial nobody requested. Ask what you are still holding out for, and whether staying suspended protects you or simply wears you thin.",
      work: "A stall dressed as patience, or self-sacrifice at work that goes unseen and unthanked. Name the purpose of the wait, give it a date, and stop giving the hours nobody asked you to give.",
      money: "Money matters put on hold indefinitely, or going without to prove a point. Notice where restraint has slipped into martyrdom, and let yourself ask, plainly, for what you need.",
      self: "Hanging on long after the pause stopped teaching you anything. Release the identity of the one who suffers quietly, and allow yourself to come down from the tree.",
      other: "Giving, and giving up, for the other person without saying so. Notice whether your silence hides a sacrifice, name what you need openly, and let them meet you instead of guessing.",
      practice: "Pick one thing you have been waiting on, set a firm day this week to decide, and when it arrives, decide without waiting for a sign.",
    },
  },
  // XIII · water, the scorpion's sign: the rider on the white horse, the black flag with its white rose, the sunrise.
  "major-13": {
    upright: {
      love: "An ending in love that makes room: a pattern, a role or a chapter of a relationship closing cleanly. Honour what it gave you, let it be finished, and trust the cleared ground to grow something truer.",
      work: "A working chapter closing: a job, a title, a way of doing things that has run its course. Release it with respect rather than dragging it along; the white rose on the black flag says transformation comes after release.",
      money: "A clean ending in your relationship with money: an old habit, an old fear, an old story about what you deserve. Let the outgrown thing go fully, because what replaces it needs the space.",
      self: "Transformation at the root of who you are. Let an old self end without panic, grieve it honestly, and turn toward the sunrise on the far side of the river.",
      other: "A form of the bond that has run its course, whether or not you stay in each other's lives. Release the version of the relationship you keep mourning, and ask what could be built from what is true between you now.",
      practice: "Choose one object, habit or commitment that belongs to a finished chapter, let it go with a small ceremony, and write one line about what the space is for.",
    },
    reversed: {
      love: "Holding on to a relationship, or to a hope, that has already changed shape. Fear of the ending keeps you in a hallway between rooms; open your hand a little and see what breathes.",
      work: "Staying in a role long after it stopped growing, because change feels like loss. Name what is actually over, and let yourself grieve it so you can stop guarding an empty post.",
      money: "Clinging to a money habit or belief that no longer fits who you are. Fear of letting go keeps the old pattern alive; release one small piece of it and notice the relief.",
      self: "Resisting a transformation already underway inside you. Stagnation is fear wearing the mask of safety; let the old self loosen its grip, and trust the part of you that knows how to begin again.",
      other: "A door held open for a version of the bond that has already changed. Notice what you are refusing to accept, grieve it honestly, and give yourself permission to stop waiting at the threshold.",
      practice: "Write a short farewell letter to something that has ended, without sending it, and on the last line write what you are ready to begin.",
    },
  },
  // XIV · fire, the archer's sign: water poured between two cups, one foot on land, one in the stream.
  "major-14": {
    upright: {
      love: "Love blended patiently, two temperaments learning to mix. Gentleness and moderation make this bond stronger; pour slowly, give it time, and let your differences become the alchemy rather than the problem.",
      work: "The art of pacing: effort and rest, ambition and care, mixed in the right proportions. Work steadily, collaborate across differences, and let long patience make something no rush could.",
      money: "Moderation as a quiet power. Your relationship with money steadies through small, consistent choices, a middle path between denial and excess that lets you feel both safe and alive.",
      self: "One foot on land and one in the water, blending opposites. Find the mix of discipline and softness that suits you, and treat your own mending as something poured slowly, day by day.",
      other: "Two cups and one stream: your needs and the other person's, blended slowly. Offer a middle ground, ask what they would add to the mix, and notice how slowing down softens what felt stuck.",
      practice: "Each morning this week, pour water slowly from one cup into another, and use that minute to choose the day's balance between effort and rest.",
    },
    reversed: {
      love: "Extremes in love: all or nothing, hot and cold, too much too soon. Find the excess you keep living in, and bring the mix back toward the middle where both of you can breathe.",
      work: "Overwork followed by collapse, or clashing people who refuse to blend. Find where you have lost the middle, slow the pour, and let one deliberate rest restore your rhythm.",
      money: "A swing between restriction and release, guilt and treat. Notice the rhythm of your extremes around money without judging it, and look for one steady habit that sits in between.",
      self: "Impatience with your own progress, or an imbalance tipping you into excess. Ask yourself for gentleness and proportion: less force, more time, and a kinder mix of demand and rest.",
      other: "Discord born of mismatched pace or clashing needs. Instead of pressing your tempo on the other person, ask about theirs, tell them yours, and look together for a rhythm neither of you has to force.",
      practice: "Name one area where you live at an extreme, and for the week make one small daily adjustment toward the middle, writing each evening how it felt.",
    },
  },
  // XV · earth, the goat's sign: the loose chains, the pedestal, the inverted torch.
  "major-15": {
    upright: {
      love: "A bond held together by hunger, habit or fear of being alone as much as by love. Look at the chain honestly: it hangs looser than it seems, and naming what binds you is how you choose freely whether to stay.",
      work: "Attachment to a job, title or ambition that has started to own you. Notice what you keep serving out of fear or appetite, and remember that the collar lifts off more easily than it looks.",
      money: "The shadow side of money: compulsion, shame, envy, the habit that feels bigger than you. Name it without flinching; the links are loose enough to lift once you look straight at what holds you.",
      self: "Your shadow asking to be met rather than hidden. Be honest about what you crave and what you fear, and see that naming a craving takes away half its power.",
      other: "A pull between you and the other person that may be more compulsion than choice. Notice what you keep returning for, ask yourself honestly whether it feeds you, and let go of any game you are tired of playing.",
      practice: "For seven days, note each time you reach for the one habit that feels most like a chain, and what you were feeling just before you reached.",
    },
    reversed: {
      love: "A binding in love beginning to loosen. Seeing a pattern for what it is gives you the power to walk free; keep moving toward closeness that does not require you to shrink or to hide.",
      work: "Breaking away from an ambition, workplace or habit that held you hostage. Protect the new freedom with clear boundaries, and resist the pull to slip back into the old servitude for comfort.",
      money: "Awareness dawning about a money habit that used to run you. Keep the light on it; your choices are becoming your own, and every small act of clarity loosens the grip further.",
      self: "The shadow seen, and its hold weakening. Stay honest as you step away from what bound you, and treat the old craving with compassion rather than nostalgia.",
      other: "A dynamic that kept you small, loosening its hold. Notice the space opening, decide what you want from the person you are asking about now that you can see clearly, and stop explaining what needs no explanation.",
      practice: "Remove one trigger for an old habit from your space this week, and put something in its place that reminds you of the free self you are choosing.",
    },
  },
  // XVI · Mars: the lightning, the crown knocked off, the falling figures, the cracked foundation.
  "major-16": {
    upright: {
      love: "A sudden truth in love, a flash of lightning that shows what was built on shaky ground. It can shake you, and it also frees you; let what was false fall, and look at what still stands in the clear light.",
      work: "Upheaval at work, the crown knocked off an old plan or role. Let the collapse show you what was never solid; ground cleared by change is where a truer structure can be built.",
      money: "A jolt in how you see money: an assumption cracked open, a fear exposed. Let the flash of insight do its work; what falls away was not really holding you up, and honesty gives you firmer footing.",
      self: "Lightning through the self-image, a belief you built your life around suddenly in question. Let the false floors fall, and meet the person who stands up, dusty and freer, from what remains.",
      other: "A sudden flash of truth between the two of you, clarifying rather than cruel. Notice what it lit up, let go of any version of the bond that depended on pretending, and ask honestly what ground you can both stand on.",
      practice: "Name one belief about your question that has cracked recently, write it on the left of a page, and on the right one truer sentence you could build on this week.",
    },
    reversed: {
      love: "Propping up a relationship structure that wants to change, or a private earthquake no one else can see. Stop bracing; take down the false wall yourself, gently, rather than holding it up with both hands.",
      work: "A shake-up at work that keeps being postponed, or an inner upheaval about where your career is going. Take the lightning's lesson without the wreckage: choose one structure to change on purpose, on your own terms.",
      money: "A reckoning with money held at bay, or a quiet inner upheaval about what it means to you. Look at the crack while it is still small, with curiosity instead of dread, and make the change your own choice.",
      self: "Upheaval happening inside rather than around you. Let old beliefs crumble in private, give yourself room to be rebuilt, and resist the urge to shore up what already feels false.",
      other: "Tension with the other person held just beneath the surface. Notice what you are avoiding saying, and consider that a calm, honest word now is kinder than a sudden one later.",
      practice: "Choose one small structure you keep propping up, a rule, a routine or a pretence, take it down yourself this week, and note how much lighter you feel.",
    },
  },
  // XVII · air, the water-carrier's sign: two jugs pouring, the great star and seven small ones, the kneeling figure.
  "major-17": {
    upright: {
      love: "Love after a storm: unguarded, gentle, pouring freely. Let yourself be open again without armour, give care the way water leaves a jug, easily, and trust that your own well refills as you give.",
      work: "Renewed purpose and a quieter, truer ambition, guided by one bright point rather than the crowd. Follow what genuinely inspires you, share your gifts without hoarding them, and let hope rather than pressure set the pace.",
      money: "Hope about money instead of dread, the calm that follows a hard season. Let generosity and gratitude flow back into your habits, and let your idea of enough be drawn from what you truly value.",
      self: "Renewal at the deepest level, the self kneeling unguarded at the water's edge. Let yourself be seen as you are, and trust that the spring beneath you keeps flowing.",
      other: "Openness and renewed trust between you. Offer the other person your honest hope, say what you would love for the two of you, and notice how calm the space becomes when nobody is defending.",
      practice: "Each night this week, step outside or to a window, find one bright point in the sky, and write down one thing you are hoping for without apology.",
    },
    reversed: {
      love: "Hope in love dimmed by disappointment, the jug set down after hurt. The light is still overhead; let one small act of trust remind you how it feels to be seen and cared for.",
      work: "Motivation drained, or doubt that your work matters at all. Go back to the first spark that drew you to it, and let one small success be enough to restart the flow.",
      money: "Discouragement about money gone quiet and constant, like background noise. Turn toward it gently; one honest look and one kind word to yourself can restore the sense that change is possible.",
      self: "Faith in yourself tested, the pool gone cloudy. Tend your own small light with patience, and let others hold some of the hope while yours returns.",
      other: "Bruised trust, the water gone still between you. Instead of guarding against more disappointment, ask the other person what would help you both hope again, and offer one open gesture first.",
      practice: "Keep a page of small lights this week: each evening add one moment, however tiny, when you felt hopeful or connected.",
    },
  },
  // XVIII · water, the fishes' sign: moonlight, the dog and the wolf, the crayfish, the winding path.
  "major-18": {
    upright: {
      love: "Deep feeling in love on a path that winds out of sight. Move slowly, trust your gut over the stories your mind tells at night, and give the situation time before deciding what it means.",
      work: "Ambiguity at work: mixed signals, shifting plans, things half seen by moonlight. Check the facts twice, follow the intuition that keeps tapping you, and let morning come before committing.",
      money: "Money seen through a haze of fears, fantasies or missing information. Separate what you imagine from what you know, and give yourself time and clear light before any decision.",
      self: "Dreams and old fears rising to the surface like the crayfish climbing from the pool. Let them be seen without letting them steer, and honour the wild and the tame in you alike, the wolf and the dog.",
      other: "The other person seen by moonlight, half real and half imagined. Notice where you fill the gaps with fear or fantasy, ask clear questions instead of interpreting, and stay with what is shown rather than what is dreamed.",
      practice: "Keep a notebook by your bed this week, write down any dream or night thought on waking, and on the seventh day read them for one repeating image.",
    },
    reversed: {
      love: "The fog in love lifting, and what felt frightening beginning to look ordinary. Name the fear out loud, watch it shrink, and trust the clearer view of the bond as it emerges.",
      work: "Clarity returning after confusion at work: a plan making sense again, an illusion seen through. Act on what is now clear, and let go of the phantom worries that no longer hold.",
      money: "Money fears losing their grip as daylight comes up. Look at what you have been avoiding and notice how much smaller a named fear is than an unnamed one; what you can see, you can work with.",
      self: "Confusion giving way to insight, the path between the towers suddenly visible. Trust the new clarity, and gently release the anxieties that have outstayed their use.",
      other: "Shapes in the fog becoming plain again. Ask directly about whatever has felt murky between the two of you, listen for the plain answer, and let imagined fears dissolve in an honest conversation.",
      practice: "Write down one fear about your question, read it aloud in daylight, and next to it write the plainest, calmest version of the same thought.",
    },
  },
  // XIX · the Sun itself: the child on the white horse, the sunflowers over the wall, the red banner.
  "major-19": {
    upright: {
      love: "Love in full midsummer light, with nothing hidden and nothing performed. Stop bracing for the catch: say the warm thing out loud, laugh more than you analyse, and let happiness be simple instead of suspicious.",
      work: "A bright, visible season for your work, with a red banner flying and your name on it. Show what you have made, take credit without shrinking, and let the enthusiasm that got you here set the pace.",
      money: "Money met with the clear eyes of a child on a white horse: no shame, no drama, just what is. Let gratitude for what you already have warm the whole subject, and notice how much lighter enough feels in daylight.",
      self: "The sunflower self, turned toward the light and unembarrassed to grow tall. Treat joy as a legitimate state rather than a reward, and hand the playful child in you the reins for an afternoon.",
      other: "Warmth with nothing behind the back, and honesty that comes easily. Offer the other person your real self rather than the polished one, tell them what you like about them, and let the good things be named in daylight.",
      practice: "Spend half an hour outside in daylight every day this week doing something playful, and each evening write one line about what made you laugh.",
    },
    reversed: {
      love: "Clouds across a bond that is still warm underneath: routine, tiredness, or happiness being performed for an audience. Drop the bright face for a moment and ask, together, what would make an ordinary evening feel good again.",
      work: "Success arriving slower than hoped, or a win that does not feel like one. Stop polishing the highlight reel; find the part of the job that still gives you warmth, and build the day around it.",
      money: "A cheerful face over a money worry, or gratitude soured by comparison with other people's sunshine. Admit the real feeling plainly, to yourself first, so that the help or change you need can come out of the shade.",
      self: "The light dimmed by fatigue or by the pressure to seem fine. Let a grey day be grey, and look for the small, true warmth instead of the forced glow.",
      other: "Brightness between you turned into performance: pleasant, polite, and skirting the thing that matters. Say the honest sentence gently, invite an honest one back, and let some simple fun be the bridge.",
      practice: "Each day this week, write down one small thing that genuinely warmed you, not what should have, and do one of them again on purpose.",
    },
  },
  // XX · Pluto (fire): the trumpet, the figures rising with open arms, the call.
  "major-20": {
    upright: {
      love: "A call to wake up in love: to see the whole story of a bond honestly and decide, with fresh eyes, what you are answering to. Forgive what can be forgiven, and rise into the kind of closeness you can say yes to completely.",
      work: "A vocation clearing its throat. The trumpet note you keep hearing is a review of your working life that asks what you are truly here to do; answer it with one concrete step rather than another year of maybe.",
      money: "A reckoning with money that is more awakening than verdict. Look back over your story with it honestly, forgive your earlier self for what it did not know, and rise to a clearer, more grown-up relationship with it.",
      self: "Rising to meet a deeper self, arms open. Review your life without flinching, release the old verdicts, and say yes to the person you are becoming.",
      other: "A reckoning that wakes the bond rather than ending it. Look at the whole story with the other person, not just the last chapter, offer forgiveness where it is real, and ask what a fresh start would need from each of you.",
      practice: "Write a one-page review of the last year of this question as if for a friend, underline the call you keep hearing, and answer it with one act this week.",
    },
    reversed: {
      love: "A harsh inner critic presiding over love, replaying every mistake, or a call to change that keeps going unanswered. Dismiss the tribunal; you cannot rise into a new kind of closeness while sentencing yourself for the old one.",
      work: "A calling at work muffled by doubt: the trumpet sounding and you covering your ears because you do not feel ready. Readiness is rarely the entrance ticket; answer with one small yes and let competence catch up.",
      money: "Self-blame about money on an endless replay. The inner verdict is louder than the facts; separate the two, forgive what is past, and let one clear fact guide the next step rather than the old shame.",
      self: "Being your own harshest critic, or avoiding the review altogether. Aim for a fair self-assessment: honest enough to learn from, gentle enough to let you get up and keep going.",
      other: "Weighing the other person harshly, or weighing yourself through their imagined eyes. Let go of the scorekeeping, ask what you actually know rather than what you fear, and offer both of you the chance to start from a fairer place.",
      practice: "Each time you catch yourself self-criticising this week, write the sentence down, then rewrite it the way a fair witness would say it.",
    },
  },
  // XXI · Saturn: the dancer inside the laurel wreath, the two wands, the four creatures in the corners.
  "major-21": {
    upright: {
      love: "A bond arriving at wholeness, or a heart come full circle. Honour how far you have travelled, together or alone, celebrate the completion, and let the next dance begin from this fuller place.",
      work: "A project, course or career chapter reaching its finish. Take the bow, mark the achievement properly, and let the laurel wreath remind you that finishing well is a mastery of its own.",
      money: "A circle closing in your relationship with money: the feeling of enough, of a long lesson learned. Recognise what you have built, and let gratitude rather than anxiety frame whatever comes next.",
      self: "Integration, every part of you dancing inside the same wreath at last. Feel the whole of who you have become, and let that completeness ground your next adventure.",
      other: "A full circle with the other person: a chapter complete, a bond understood. Acknowledge together what you have shared, and ask what a new cycle could look like without needing to repeat the old one.",
      practice: "List everything you have completed on this question, hang the list where you can see it, and celebrate one completion with someone this week.",
    },
    reversed: {
      love: "Almost there in love, circling the final step: the conversation not quite had, the commitment not quite spoken. Make the last knot in the ribbon; completion asks for one brave act, not more waiting.",
      work: "Loose ends holding a chapter open: the project at ninety percent, the application almost sent. Close one loop fully before you open another, and feel how much energy returns.",
      money: "Loose ends in your relationship with money: a form half-filled, a conversation started and never finished. Close one small circle and let yourself feel the relief that completion brings.",
      self: "Nearly whole, and hesitating at the threshold. Forgive the unfinished parts of you, and take the one step that lets you feel complete enough to move on.",
      other: "A circle with the other person not quite joined, something still unresolved. Notice what closure would need from your side, and offer the one word or gesture that would complete it.",
      practice: "Pick the oldest loose end in your question, finish it this week, and mark its completion with a small ritual of your own.",
    },
  },
};
