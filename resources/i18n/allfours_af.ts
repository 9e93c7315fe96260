<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="af" sourcelanguage="en">
<context>
    <name>History</name>
    <message>
        <source>Score history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>All Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a &amp;Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the &amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game &amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Aansig</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
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
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Stelseltaal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
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
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>14 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>21 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>22 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play any card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never give one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
