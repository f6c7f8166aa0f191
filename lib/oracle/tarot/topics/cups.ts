/**
 * Solara's topic layers for the Cups (water: feeling, closeness, what the heart is doing), Ace to
 * King. Position-neutral: each text reads after the composer's Past, Present or Path framing.
 */
import type { TopicTable } from "./types";

export const CUPS_TOPICS: TopicTable = {
  // Ace: a hand from the cloud, a cup running over in five streams, the lotus pond below.
  "cups-01": {
    upright: {
      love: "A cup handed down from the clouds and running over on every side: new tenderness, or an old love filling again. Receive it with both hands instead of asking whether you have earned it, and let it spill a little.",
      work: "Feeling comes back into the work: a project that moves you, a calling that makes the hours pour. Follow the task that fills you up and give it the freshest hours of your week, not the leftovers.",
      money: "Money can carry feeling as well as figures. Picture a full cup rather than a leaking one, enough to keep and enough to offer, and let that picture, not the dread of running dry, set the mood of your choices.",
      self: "A spring is rising where you thought the ground was dry: compassion, and for once some of it pointed inward. Drink first; a watered heart has far more to pour.",
      other: "Meet the person in your question with an open cup rather than a ledger. Offer warmth with no conditions folded inside it, then watch how it is received without counting what flows back.",
      practice: "Fill a glass slowly each morning this week and, while it fills, name one feeling you want to make room for that day.",
    },
    reversed: {
      love: "Love runs out through an upturned cup: you keep giving and somehow feel emptier each time. Stop pouring long enough to find out what your own heart has been asking to receive.",
      work: "The job has gone dry in your hands, all duty and no feeling, and pushing harder only spills more. Find the one piece of it that used to move you and let that refill before you agree to anything new.",
      money: "Money may be standing in for feeling: spending to fill a hollow, or refusing yourself anything at all. Name which it is, without scolding; both keep an empty cup from being seen.",
      self: "The well is low because you draw from it every day and never let it refill. Name the need you keep pushing to the back, and treat it as real rather than indulgent.",
      other: "Closeness feels stoppered, and not all of the blockage is yours to clear. Notice whether you keep pouring toward a cup held upside down, and ask plainly what is wanted from you instead of guessing.",
      practice: "Set your own cup upright: choose one evening this week for nothing but refilling, and decline whatever tries to claim it.",
    },
  },
  // Two: two people exchanging cups beneath the winged, lion-headed staff; Venus.
  "cups-02": {
    upright: {
      love: "Two cups raised at the same height: attraction that meets itself halfway. Let the bond be mutual in practice, both of you offering and both receiving, and say out loud that you want it.",
      work: "A partnership carries the work, with a colleague or collaborator whose strengths answer yours. Build it as an exchange between equals: clear roles, generous credit, a handshake you both mean.",
      money: "Money lives inside a relationship: a shared home, a joint plan, an unspoken rule about who pays for what. Talk about it the way the two cups meet, level and open, so neither of you is quietly keeping score.",
      self: "The truest pairing is inside you: what you feel and what you do, raised to meet each other. Catch the moments in an ordinary day when they drift apart, and bring them back to eye level.",
      other: "See the person you are asking about as an equal, neither a rescuer nor a prize. Ask what they hope this bond can be and tell them what you hope, so both cups are on the table.",
      practice: "Share a pot of tea or a walk with someone who matters to you this week, and trade one honest thing each: something you value in them, something you need.",
    },
    reversed: {
      love: "The cups are tilting: one of you gives more, or a hurt has gone unmended and sits between you like a third guest. Name the imbalance gently before it hardens into simply how things are.",
      work: "A working partnership has slipped out of true: uneven effort, credit claimed by one pair of hands, a promise that quietly lapsed. Raise it while it is small, with facts rather than grievance, and say what fair would look like.",
      money: "Money is where a mismatch shows first: who pays, who decides, who ends up feeling small. Look at the unspoken deal between you and what it costs your sense of being equal.",
      self: "Disconnection begins on the inside, each time you say one thing, feel another and trust yourself a little less. Mend that seam first by keeping one small promise you made to yourself.",
      other: "Trust has a hairline crack. Rather than filling the silence with guesses, ask the person in your question one direct question and hear the whole answer without rehearsing yours.",
      practice: "Draw two columns, what you give in this bond and what you receive, without judging either; then choose one thing from the thinner side to ask for out loud.",
    },
  },
  // Three: three friends dancing in a ring, cups lifted, the harvest at their feet.
  "cups-03": {
    upright: {
      love: "Love grows best with witnesses. Bring your friends into what you feel, let them raise a glass to it, and notice how much lighter a heart dances when it is celebrated in company.",
      work: "Three figures in a ring with cups lifted: collaboration that feels like play. Find your allies, say the small wins out loud, and let the team mark a finish together before racing toward the next one.",
      money: "Money sits lighter in good company. Talk about it with friends as easily as you talk about anything else, and let generosity between you be a harvest pleasure rather than a sum.",
      self: "Joy is not a distraction from the inner work; it is part of it. Let the people who know your laugh hold you for an evening, and notice who you become when you are celebrated.",
      other: "Picture the person in your question inside your circle of friends. Pay attention to whether you feel more yourself beside them or less, and think about inviting them into the life you actually live.",
      practice: "Gather two or three friends this week and toast something each of you has done that nobody else noticed.",
    },
    reversed: {
      love: "A third voice has crept into the bond: a friend's opinion, a piece of gossip, late nights out standing in for closeness. Bring the conversation back to the two of you, at a quieter table.",
      work: "The team has curdled into a clique, or the celebrating has grown louder than the work. Step out of the gossip, however delicious, and put your energy back into the task with your name on it.",
      money: "Spending can become the price of belonging: the rounds, the trips, the plans you cannot quite afford and cannot bear to miss. Ask who you are keeping pace with, and what you fear if you step out of the ring.",
      self: "Being left out of the dance stings more than you admit. Rather than shrinking or performing, ask which circle you actually want to belong to, and whether it fits who you are becoming.",
      other: "Notice how much of what you know about the person you are asking about arrived second-hand, and whose story it really is. Go to them directly, or let the rumour rest.",
      practice: "Step out of one group chat or gathering that leaves you drained this week, and give that hour to the one friend who feels like home.",
    },
  },
  // Four: arms crossed under a tree, three cups ignored, a fourth held out from a cloud.
  "cups-04": {
    upright: {
      love: "Arms crossed under the tree, eyes fixed on three familiar cups, you may be missing the fourth held out from the cloud. Look up: affection can arrive in a shape you did not order.",
      work: "Boredom has made the work flat and made you blind to the offer at your elbow: a new project, a mentor, a sideways move. Sit with the discontent for a while, then look again at what is being held out.",
      money: "Money brings a shrug: what you have feels dull and more hardly seems worth the effort. Use the stillness to ask what would truly matter to you, not what you think ought to.",
      self: "You have withdrawn into the shade, and some of that is honest contemplation. Let it be a rest and not a sulk: give it an end point, then lift your eyes to what is floating just beside you.",
      other: "When the person in your question reaches toward you, notice whether you are even looking. Uncross your arms long enough to see what is actually being offered before deciding it is not enough.",
      practice: "Say yes to one small invitation a day this week that you would normally wave away, and write a line about what each one gave you.",
    },
    reversed: {
      love: "Apathy loosens its grip and curiosity about someone, or about love itself, stirs again. Reach for the cup this time, even tentatively; interest grows by being acted on, not by being waited for.",
      work: "A flicker of interest returns after a long flat stretch. Follow it before the old listlessness argues you out of it: send the email, ask the question, volunteer for the thing that made you sit up.",
      money: "After a long shrug, apathy about money can flip into an urge to fix everything at once. Let the new energy lead to one clear, unhurried look at your habits, not a scramble.",
      self: "You are getting up from under the tree. Honour the stillness that came before, and choose one thing to care about on purpose, even while the feeling is still catching up.",
      other: "An offer from the person you are asking about, once waved away, can look different with your head up. Tell them so simply, without pretending your arms were never crossed.",
      practice: "Write down three offers you turned down while you were low, choose one to revisit this week, and send the message.",
    },
  },
  // Five: a cloaked figure over three spilled cups, two still standing, a bridge to the house.
  "cups-05": {
    upright: {
      love: "Heartbreak asks for its full dark cloak, and you are allowed to wear it. Grieve what spilled, and when your eyes can lift, let them find what stayed upright: friends, family, the part of you that still loves.",
      work: "A setback, a lost role or a plan that fell through deserves honest regret rather than a brave face. Once you have felt it, look at what remains: your skills, your allies, the bridge back across the river.",
      money: "An old money regret keeps pulling your eyes to the spilled cups. Let yourself feel it properly, then turn and see what is still standing, which is usually more than fear reports.",
      self: "Regret has you staring at the ground, shoulders bent inside the cloak. Feel the sorrow honestly, then ask whether you are punishing yourself beyond anything the loss requires.",
      other: "Grief colours how you see the person in your question. Sort which hurts belong to them and which belong to older losses, and release them from the ones that were never theirs.",
      practice: "Write a letter to what you lost, say everything and do not send it; underneath, write three lines about what is still standing.",
    },
    reversed: {
      love: "The mourning cloak is loosening. Forgiveness, of someone else or of yourself, lets you cross the bridge toward the house where people kept a light burning for you.",
      work: "After a disappointment, acceptance replaces the endless replay of what went wrong. Pick up the two cups that stayed upright, the skill and the lesson, and carry them into whatever you try next.",
      money: "A money regret you keep replaying is ready to be set down. Forgive the decision, keep its lesson, and let your relationship with money start from what you hold rather than from what spilled.",
      self: "Part of you fears that moving on means the loss did not matter. It mattered; healing is not forgetting, and grief can walk beside you instead of on top of you.",
      other: "Forgiveness toward the person you are asking about may be possible, or a quiet truce inside yourself may be enough. Decide what crossing the bridge requires, and whether the crossing includes them.",
      practice: "Walk somewhere with a bridge or a stretch of water this week, and leave one regret there by saying it aloud as you cross.",
    },
  },
  // Six: children in an old garden, a cup of white flowers passed from one to the other.
  "cups-06": {
    upright: {
      love: "Sweetness from earlier days comes back: a familiar kindness, an old friend, the simple pleasure of being cared for the way you were as a child. Let it stay gentle, and answer it with small, unguarded warmth.",
      work: "What you loved doing as a child has something to say about your work: the drawing, the building, the looking after. Bring a little of that innocence to the task, and offer help without keeping score.",
      money: "Your feelings about money were planted in a childhood garden. Remember how it was spoken of at home, what felt safe and what felt scarce, and notice which of those lessons you still obey.",
      self: "The child you were is handing you a cup of white flowers. Take it: a taste, a song, a street that reminds you who you were before you learned to be careful.",
      other: "Look for the kindness in the history you share with the person in your question. Recall one moment of simple goodness between you, and let it set the tone of your next conversation.",
      practice: "Call someone who knew you as a child, or revisit a place from then, and give one small thing: a memory, a photo, a flower.",
    },
    reversed: {
      love: "Nostalgia keeps you in a garden that no longer exists, measuring every new person against an old love or waiting for someone to become who they once were. Let memory be sweet without making it the yardstick.",
      work: "The way things used to be done has become a place to hide. Honour what the old ways taught you, then grow into the role actually being asked of you, which is bigger than the one you remember.",
      money: "Money habits learned as a child may still be steering: the fear, the treats, the silence at the dinner table. Recognise which belong to a younger you, and choose the grown-up relationship with money you want.",
      self: "Memory has softened into a story that flatters then and shames now. Write down what really happened, the hard parts too, and let your adult self decide what is worth keeping.",
      other: "Check that you are relating to the person you are asking about as they are, not as they were. Ask them something new about who they have become, and let the answer surprise you.",
      practice: "Write one cherished memory twice, the version you usually tell and the version with everything left in, then read both and keep the truer one.",
    },
  },
  // Seven: seven cups in the clouds, each holding a vision: castle, jewels, wreath, dragon, veiled figure.
  "cups-07": {
    upright: {
      love: "Daydreams crowd the view: the ideal partner, the perfect reunion, the shining version of someone you barely know. Enjoy the dreaming, then ask which cup holds a real person rather than a wish.",
      work: "Too many shimmering options float in front of you: a castle, a heap of jewels, the laurel wreath of recognition. List them, strike out the ones made of smoke, and give one real choice a real week.",
      money: "Money fantasies drift in the clouds: the windfall, the rescue, the life that begins once there is more. Be honest about which dream you lean on to avoid looking at the ground under your feet.",
      self: "Your imagination is rich, and it can also be a hiding place. Name the wish underneath all the glittering cups and picture the smallest step toward it in plain daylight.",
      other: "Mist may be softening the person in your question, and you may be painting in qualities you long for. Separate what you have seen them do from what you hope they are.",
      practice: "Draw seven circles on a page and write a wish in each; cross out the ones you would not actually work for, and take one step toward a survivor.",
    },
    reversed: {
      love: "Illusions clear, sometimes with a pang: the fantasy fades and the real person, or the real absence, comes into view. Let the disappointment be brief, and choose what can actually hold you.",
      work: "Clarity arrives after a cloudy season of maybes. Commit to one path and close the tabs, on the screen and in your head, that keep dragging you back into options.",
      money: "A reality check about money lands as relief rather than threat. Look at your habits and wants without the glitter, and let that honesty replace both the fantasy and the dread.",
      self: "Out of the cloud of possibilities one clear wish steps forward. Trust the relief of knowing what you want, even if it is smaller and plainer than the dream was.",
      other: "Seeing the person you are asking about clearly may mean retiring a lovely illusion. Let what you have lived with them, rather than what you imagined, decide what you offer.",
      practice: "Pick the option you keep circling and take one concrete step toward it before the weekend; file your notes on the others out of sight.",
    },
  },
  // Eight: a figure with a staff walking away by night from eight stacked cups with a gap in them.
  "cups-08": {
    upright: {
      love: "Leaving something that looks complete but feels hollow takes a particular courage. If the bond no longer feeds you, you may take up your staff and walk toward the heights you actually long for, even by moonlight.",
      work: "A career can be neatly stacked and still have a gap in it you cannot fill. Honour the effort that built it, and let yourself look toward the mountains: the study, the change, the harder climb.",
      money: "Security that is stacked neatly yet feels hollow is asking a question. Consider what money has kept you near that you have outgrown, and what enough would mean if meaning counted too.",
      self: "Something in you is ready to set out at night with a cloak and a staff. Follow the pull toward depth, even before you can explain it to anyone else.",
      other: "Distance from the person in your question may be the honest move. If you step back, do it with care, say what needs saying, and let go of needing them to understand.",
      practice: "Take a long solitary walk at dusk this week and ask yourself what you would seek if no one needed an explanation.",
    },
    reversed: {
      love: "One foot on the path and one still beside the stacked cups: the back-and-forth is its own heartbreak. Make a choice you can live inside, and then live inside it fully.",
      work: "Fear of the unknown keeps you in a role you have outgrown, or a leaving without direction has you wandering. Either way, name the climb you want and take one deliberate step up it.",
      money: "Fear of losing what you have stacked up may be holding you back from a change that matters to you. Ask whether that security is real or simply a reason not to ask what you want.",
      self: "Restlessness without direction feels like searching but walks you in circles. Before the next departure, ask what you are trying to leave, and whether it packs itself into your bag.",
      other: "Ask yourself whether you stay close to the person you are asking about out of love or out of fear of the road. Tell them honestly where you stand, even if where you stand is unsure.",
      practice: "Write what keeps you here and what pulls you away side by side; sit with the page for a day, then make one decision and tell one person.",
    },
  },
  // Nine: the contented host on his bench, nine cups on the curved shelf behind; Jupiter's wish.
  "cups-09": {
    upright: {
      love: "Contentment in love: the uncomplicated pleasure of wanting what you have. Enjoy it out loud, and say one wish you still hold, because delight grows when it is named between two people.",
      work: "Satisfaction that is earned: a goal met, a skill recognised, a row of cups lined up behind you. Sit back on the bench and enjoy it before you start chasing the next thing.",
      money: "Enjoyment and enough can share the same bench. Notice the pleasures you already have, the good meal, the comfort, the small indulgence, and let gratitude rather than appetite define plenty.",
      self: "Satisfaction is allowed. Be pleased with who you are without apologising or looking for the catch, and notice how much lighter your chest feels when it is not bracing.",
      other: "Enjoy what is good between you and the person in your question instead of auditing it. Tell them one thing they bring that you are glad of, plainly, with no but attached.",
      practice: "List nine things in your life that you once wished for, then write one new wish in a single sentence and keep it where you can see it.",
    },
    reversed: {
      love: "Every cup is lined up on the shelf and the heart is still hungry. Ask whether you were wishing for this person or for the feeling of being chosen, and be honest about the difference.",
      work: "Success has turned into a performance: the right title, the right smile, a quiet emptiness behind it. Find the part of your work that still delights you and feed that rather than the image.",
      money: "Comfort bought to quiet a feeling rarely quiets it. Watch for the moment pleasure tips into display or habit, and ask what the feeling underneath is actually hungry for.",
      self: "Smugness is often a guard posted around a wish that never came true. Uncross your arms, admit what you still long for, and let yourself want it without shame.",
      other: "If the person you are asking about cannot meet a wish you hold, check whether the wish is fair and whether you have ever said it aloud. Ask rather than sulk on the bench.",
      practice: "Write down one wish you have stopped admitting to anyone, and tell it to one trusted person this week.",
    },
  },
  // Ten: a family under a rainbow of cups, children dancing, the house on the hill.
  "cups-10": {
    upright: {
      love: "A love that feels like home: shared values, a table with room for everyone, a rainbow arched over ordinary days. Protect it by tending the small rituals that keep it feeling safe.",
      work: "A team that feels like family, or a career that fits around your whole life instead of swallowing it. Let that kind of contentment weigh more in your choices than prestige.",
      money: "Money serves the household and the people in it. Talk with the people you share a life with about what security and happiness mean to each of you, beyond the figures.",
      self: "The feeling of home lives in you as much as in any house. Mark where you feel most at peace, with whom and doing what, and let that steer the life you are shaping.",
      other: "Picture the person in your question at a table with the people you love. See whether the picture feels easy, and tell them what home means to you.",
      practice: "Host a simple meal or a long call with the people you call family this week, and tell each of them one thing they bring to your life.",
    },
    reversed: {
      love: "The happy-home picture looks right from the lane and feels strained at the table. Name the unspoken difference in values before politeness turns into distance.",
      work: "A team that looks united from outside can carry silent disagreement about what matters. Raise the values question gently instead of smoothing it over one more time.",
      money: "Family and money pull in different directions: expectations, obligations, an old quarrel about who gives what. Keep love and the ledger apart long enough to speak plainly about each.",
      self: "You may be chasing a postcard life that does not fit you. Put the postcard down and ask what a happy home would look like if you designed it for yourself.",
      other: "Find out whether you and the person you are asking about want the same life or only the same picture. Ask what home should feel like to them, and listen without correcting.",
      practice: "Write down three values you want your home to hold, and share them this week with one person you live with or grew up with.",
    },
  },
  // Page: a young dreamer by the sea, a small fish peering out of the cup.
  "cups-11": {
    upright: {
      love: "A surprising feeling leaps out like a fish from a cup: a crush, a shy message, a tenderness you did not plan. Be playful with it before you make it serious.",
      work: "Ideas surface in odd ways: a dream, a doodle, a silly question that might be brilliant. Write them down and show one to someone, even if it feels childish.",
      money: "Curiosity is the way in: approach money like a beginner and ask the simple questions without shame. A playful interest in how it works can soften years of avoidance.",
      self: "Intuition is speaking in small signs: a song that sticks, an image, a sudden feeling by the sea. Take them seriously enough to listen and lightly enough to play.",
      other: "Notice the small, sideways gestures between you and the person in your question: a joke, a message, a shared silliness. Answer them with warmth and curiosity.",
      practice: "Carry a notebook this week and catch one odd feeling, image or idea each day; on Sunday, read them back and follow the liveliest.",
    },
    reversed: {
      love: "Moods are running the relationship: a sulk over nothing, a message left unsent, a test nobody agreed to take. Say what you feel and ask for what you want, directly.",
      work: "Creativity jams when you wait to feel inspired and then blame the work when the feeling does not come. Sit down and make a small, imperfect thing anyway.",
      money: "Money wakes a younger, moodier you: the treat you feel owed, the receipt you hide, the sulk when someone refuses you. Give that part of you reassurance, and keep it away from the wheel.",
      self: "Your feelings seem too big or too silly to take seriously, so they leak out sideways. Meet them the way a patient older sibling would: listen first, then decide.",
      other: "Hot and cold, reply and silence: watch for that game between you and the person you are asking about, on either side. Choose one clear, kind sentence instead of another mixed signal.",
      practice: "When a mood arrives this week, write it down in one line before acting on it, and wait an hour before you reply to anyone.",
    },
  },
  // Knight: a rider on a slow white horse, cup held out in front like an invitation.
  "cups-12": {
    upright: {
      love: "Romance arrives at a walking pace, a cup held out from a white horse: an invitation, a declaration, a gesture. Let your heart ride out to meet it, and answer with grace rather than guardedness.",
      work: "An offer speaks to your ideals: a creative project, a role with meaning in it. Follow the feeling, and check the map as carefully as you trust the heart.",
      money: "Heart-led choices about money are not foolish when you stay awake to them. Name the values you want money to serve and let them lead, at a walking pace rather than a gallop.",
      self: "Your idealism is an honest compass. Carry the longing for beauty and meaning into ordinary days instead of saving it for grand gestures.",
      other: "Approach the person in your question with a clear invitation, cup held out at a walking pace. Say what you feel plainly, and let them answer in their own time.",
      practice: "Make one romantic gesture this week toward a person, a place or a project you love; a handwritten note counts.",
    },
    reversed: {
      love: "The white horse keeps approaching without ever reaching the door: big feelings, small follow-through, perhaps on your own side. Let what is delivered weigh more than the poetry.",
      work: "Ideals without a plan turn into frustration and drifting projects. Keep the dream, and tie it to a date, a task and someone who will hold you to it.",
      money: "Romantic ideas about money, that it sorts itself out or that caring about it is shallow, keep you from looking. Bring your ideals into the same room as your numbers.",
      self: "You may be in love with a feeling rather than a life. Look for the places where moodiness or fantasy stand in for commitment, and pick one small promise to keep all week.",
      other: "Weigh what the person you are asking about does more heavily than what they say, and hold your own words to the same scale. Ask for one concrete thing and see what arrives.",
      practice: "List three promises you have made lately, to yourself or others; keep the easiest one this week and renegotiate the one you cannot keep.",
    },
  },
  // Queen: enthroned at the water's edge, gazing into her closed, ornate cup.
  "cups-13": {
    upright: {
      love: "Your capacity to feel is a gift: you sense moods, hold hurt and know what comfort looks like. Offer it freely, and ask for the same tenderness back.",
      work: "Emotional intelligence is your edge: reading the room, calming a tense meeting, noticing who is quietly struggling. Use it with confidence, and name its value when it goes unseen.",
      money: "Your feelings steer your money: soothing, rewarding, worrying. Bring the gentle attention you give others to your own accounts, and treat looking at them as a form of care.",
      self: "Sit at the water's edge inside you and look into the closed cup. Trust what you sense, tend your feelings as you would tend someone you love, and keep some of that care for yourself.",
      other: "Tune into the person in your question without soaking them up. Notice what you sense, ask before you assume, and keep your own feelings distinct from theirs.",
      practice: "Spend twenty minutes by water this week, a river, a pond, even a basin of warm water, and write one feeling you usually set aside for others.",
    },
    reversed: {
      love: "Caring has slid into carrying: another person's moods decide your day and your own needs sink out of sight. Step back far enough to hear your own tide again.",
      work: "You have become the office sponge, soaking up every crisis and every mood. Set gentle limits on how much you hold, and let others carry their share.",
      money: "Money may flow out to keep others comfortable while you go without. Be honest about where generosity has become self-erasure, and count yourself among the people you look after.",
      self: "Overwhelm comes from feeling everything and sorting nothing. Close the lid on your cup for a while; rest, boundaries and quiet are care too.",
      other: "Care for the one you are asking about may have tipped into managing their feelings. Offer support, and let them hold what is theirs.",
      practice: "Say no to one request this week that would drain you, and spend the freed hour on something that fills only your own cup.",
    },
  },
  // King: a throne floating on a rough sea, a fish leaping, a ship on the swell.
  "cups-14": {
    upright: {
      love: "Steadiness is the gift: you can feel the whole storm and still be kind. Be the calm harbour in the relationship, and let the warmth show as clearly as the composure.",
      work: "Calm leadership: steady in a crisis, wise in counsel, fair when feelings run high. Let your composure be what others lean on, with enough warmth that it never turns cold.",
      money: "Money decisions need your calm. Notice the waves of worry or impulse, let them roll under the throne, and decide from the steady place beneath them.",
      self: "You are learning to sit on the water instead of drowning in it. Find the steady place inside and go there when the sea rises.",
      other: "Be the calm, fair voice with the person in your question. Offer steadiness, and ask whether they want your advice or simply your presence.",
      practice: "When a strong feeling rises this week, take three slow breaths and name it before you respond; jot down what you noticed each evening.",
    },
    reversed: {
      love: "A throne on rough water and a face that gives nothing away: control passing for calm. In love that steadiness becomes a wall; let one honest feeling show before the pressure finds its own way out.",
      work: "Composure may be covering frustration or a need to steer everything. Speak openly about what bothers you before it becomes silent resentment or a sudden squall.",
      money: "Money used to steer feelings, to keep others calm or keep the upper hand, points to something unspoken. Bring that feeling into the open and let money be money again.",
      self: "You hold feelings down to stay in control, and they surge back at odd hours. Give them a deliberate outlet: a page, a trusted friend, a walk beside moving water.",
      other: "Watch the push and pull of control between you and the person you are asking about, including your own hand on the tiller. Say plainly what you feel instead of steering from behind a calm face.",
      practice: "Each evening this week, write one feeling you kept behind a calm face that day, and say one of them aloud to someone you trust.",
    },
  },
};
