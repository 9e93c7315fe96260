<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sq" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence. No fonts are bundled: text uses your system&apos;s fonts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume &amp;here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Historiku i rezultatit</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>friends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Begging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours:.1f}&lt;/b&gt; for, &lt;b&gt;{theirs:.1f}&lt;/b&gt; against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands (double-click or Enter to review)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let computers on this network find the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to decide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fours</source>
        <translation>All Fours</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partia</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>Parti e &amp;re…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Këshillë</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>&amp;Truku i fundit</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>Shfaq trukun e sapofituar (ose drejto miun te një grumbull i fituar)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Cilësimet…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>Host a &amp;Table…</source>
        <translation>&amp;Hap një tavolinë…</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>Hap një tavolinë ku mund të ulen miqtë në rrjetin tënd</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>&amp;Ulu në një tavolinë…</translation>
    </message>
    <message>
        <source>Sit down at a friend's table</source>
        <translation>Ulu në tavolinën e një miku</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>&amp;Largohu nga tavolina</translation>
    </message>
    <message>
        <source>Close the &amp;Table</source>
        <translation>&amp;Mbyll tavolinën</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Fol</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Thuaj diçka në tavolinë</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Kthe&amp;je lëvizjen</translation>
    </message>
    <message>
        <source>Game &amp;History…</source>
        <translation>Historiku i &amp;partive…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistikat…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Pa&amp;mja</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Shpejtësia e &amp;animacionit</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>E ngadaltë</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>E shpejtë</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>E menjëhershme</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Gjuha</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Gjuha e sistemit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ndihmë</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rregullat</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>Rreth &amp;All Fours</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolina</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Ne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ata</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>Të dalësh? Tavolina mbyllet për {friends}. Partia mbetet në historikun tënd: herën tjetër, hape sërish dhe ata i zënë përsëri vendet e tyre.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>Të dalësh? Tavolina mbyllet për {friends}.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Dil nga All Fours</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Vazhdo lojën</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the &amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>You (South)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right (East)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partner (North)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left (West)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules (Trinidad defaults first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>House rules (off by default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trinidad defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>That is not this table&apos;s code: check it with the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteController</name>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>Partia deri në</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>Rezultati që duhet të arrijë një skuadër për të fituar partinë.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 pikë</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 pikë</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 pikë</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 pikë</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 pikë</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>deri në {value}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Lojtarët</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>Katër në dy skuadra, ose një kundër një.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>Katër lojtarë: ti dhe një partner</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>Dy lojtarë: një kundër një</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>{value} lojtarë</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>Pikët e letrës së kthyer</translation>
    </message>
    <message>
        <source>What the dealer's side scores for the card turned up as the kick.</source>
        <translation>Sa fiton skuadra e ndarësit për letrën që kthehet si letra e kthyer.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trinidad: asi 1, gjashtëshja 2, fanti 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobago: asi 1, dyshja 2, fanti 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>letra e kthyer si në Tobago</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>Jack i varur</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>Nëse fanti i atuit, kur e merr skuadra tjetër, u jep atyre më shumë pikë.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>po: pikët shkojnë te skuadra që e var</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>jo: fanti vlen 1 për këdo që e fiton</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>pa Jack të varur</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>Vlera e Jack-ut të varur</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>Sa pikë jep varja e fantit.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 pikë</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 pikë (si në turne)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>Jack i varur {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>Vlera e Lojës</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>Sa fiton për Lojën skuadra me më shumë pikë letrash.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 pikë</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 pikë</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>Loja vlen 2</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Barazim në Lojë</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>Kush e fiton Lojën kur pikët e letrave janë të barabarta.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>askush nuk fiton</translation>
    </message>
    <message>
        <source>the non-dealer's side scores</source>
        <translation>fiton skuadra që nuk ndan</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>barazimi në Lojë për atë që nuk ndan</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>„Merr një“ në prag të fitores</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>Nëse ndarësi mund të japë një pikë kur kjo u jep partinë atyre që u lutën.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>lejohet</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>ndarësi duhet të vazhdojë kuvertën nëse kjo do ta mbyllte partinë</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>pa „merr një“ në prag të fitores</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>Pa ngjyrën e hapur</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>Çfarë mund të luajë lojtari që s'ka asnjë letër të ngjyrës së hapur.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>luan çfarëdo letre</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>duhet të presë me atu nëse mundet</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>pa ngjyrën, duhet atu</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>Atu më i vogël</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>Nëse lejohet të luhet një atu më i vogël se një atu që është tashmë në një truk pa atu të hapur.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>nuk lejohet, përveçse kur ke vetëm atu</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>pa atu më të vogël</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>Letrat e treguara jashtë radhës</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>Nëse një letër e luajtur jashtë radhës mbetet e zbuluar që ta kërkojnë kundërshtarët.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>mbeten të zbuluara dhe mund të kërkohen</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>thjesht nuk pranohen</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>pa ndëshkim për letrën e zbuluar</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Qëndrimi</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>Nëse lojtari i parë mund të qëndrojë pa asnjë atu.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>me çfarëdo dore</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>vetëm me një atu në dorë; përndryshe lojtari i parë lutet</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>qëndrimi kërkon atu</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Merr një</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>Nëse ndarësi mund të japë një pikë pa asnjë atu.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>vetëm me një atu në dorë; përndryshe vazhdohet kuverta</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>„merr një“ kërkon atu</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>Dhënia e një pike</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>Nëse ndarësi mund t'i përgjigjet lutjes me një pikë.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>kurrë: lutja gjithmonë vazhdon kuvertën</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>asnjëherë „merr një“</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>Kur mbaron kuverta</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>Çfarë ndodh kur vazhdimi i kuvertës nuk nxjerr ngjyrë të re.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>i njëjti ndarës ndan sërish</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>kthehen letrat e mbetura si letra të kthyera deri në një ngjyrë të re</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>kuverta mbaroi: letra të kthyera</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>Atu dhe ndjekje</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>Nëse prerja me atu, kur ke ngjyrën e hapur, të detyron në hapjen tjetër.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>jo</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>pre me atu duke pasur ngjyrën: hapja tjetër me atë ngjyrë ose me atu</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>atu dhe ndjekje</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; … &lt;b&gt;9&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;-&lt;/b&gt;, &lt;b&gt;=&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play the 1st … 9th, 10th, 11th, 12th card of your hand, from the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{advice}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{advice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of all the ways the cards you cannot see may lie, this does best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trinidad</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour suits (diamonds blue, clubs green)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict table: a card clicked out of turn is exposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each side&apos;s card points for Game during the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-contrast table (black, white and yellow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large cards (as large as the window allows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce motion: cards fade into place instead of flying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beg</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang Jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you stood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You begged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you begged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I beg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{us} {a}, {them} {b}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the seats&apos; clocks</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
