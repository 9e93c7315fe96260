<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="af" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation>All Fours {version}</translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation>Trinidad se nasionale kaartspel, vir die rekenaar: twee of vier spelers, die Trinidad-reëls en hul algemene variante.</translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation>Vrygestel onder die &lt;b&gt;{licence}-lisensie&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Erkennings</translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence.</source>
        <translation>Die kaartgesigte, die kaartrugte en die toepassing se ikoon is vir hierdie projek geteken (deur sy eie programme, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; en &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) en word saam daarmee onder die {licence}-lisensie vrygestel.</translation>
    </message>
    <message>
        <source>Lao text is shown in &lt;b&gt;Noto Sans Lao&lt;/b&gt; (copyright Google), bundled under the SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); other text uses your system&apos;s fonts.</source>
        <translation>Lao-teks word in &lt;b&gt;Noto Sans Lao&lt;/b&gt; gewys (kopiereg Google), ingesluit onder die SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); ander teks gebruik jou stelsel se lettertipes.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation>Gebou met Qt {qt} deur Qt for Python (PySide6 {pyside}), gebruik onder die GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation>Geskryf in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation>Die reëls volg pagat.com se &lt;i&gt;All Fours in Trinidad&lt;/i&gt; en gamerules.com se &lt;i&gt;All Fours&lt;/i&gt;.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation>Oor All Fours</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Stop the analysis: nothing of it is kept</source>
        <translation>Stop die ontleding: niks daarvan word gehou nie</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Vordering van die ontleding</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v van %m besluite</translation>
    </message>
    <message>
        <source>Solving with every card face up…</source>
        <translation>Los op met elke kaart oop…</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>omtrent {seconds} s oor</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>omtrent {minutes} min oor</translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation>
            <numerusform>{name} het die pak %n keer geloop, nuwe deel</numerusform>
            <numerusform>{name} het die pak %n keer geloop, nuwe deel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation>
            <numerusform>Jy het die pak %n keer geloop, nuwe deel</numerusform>
            <numerusform>Jy het die pak %n keer geloop, nuwe deel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation>
            <numerusform>jy het die pak %n keer geloop, nuwe deel</numerusform>
            <numerusform>jy het die pak %n keer geloop, nuwe deel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation>
            <numerusform>{name} het die pak %n keer geloop</numerusform>
            <numerusform>{name} het die pak %n keer geloop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation>
            <numerusform>Jy het die pak %n keer geloop</numerusform>
            <numerusform>Jy het die pak %n keer geloop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation>
            <numerusform>jy het die pak %n keer geloop</numerusform>
            <numerusform>jy het die pak %n keer geloop</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vyf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>ses</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sewe</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>agt</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nege</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>koningin</translation>
    </message>
    <message>
        <source>king</source>
        <translation>koning</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klawers</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruitens</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harte</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>skoppens</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klawers</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ruitens</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Harte</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Skoppens</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>die {rank} van {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} van {suit}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>good</source>
        <translation>goed</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>onakkuraatheid</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>fout</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>flater</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>staan</translation>
    </message>
    <message>
        <source>begging</source>
        <translation>smeek</translation>
    </message>
    <message>
        <source>giving one</source>
        <translation>een gee</translation>
    </message>
    <message>
        <source>running the pack</source>
        <translation>die pak loop</translation>
    </message>
    <message>
        <source>The best choice ({chance} to win the game).</source>
        <translation>Die beste keuse ({chance} om die wedstryd te wen).</translation>
    </message>
    <message>
        <source>As good as {best}, as far as the search can tell ({chance} against {other_chance}).</source>
        <translation>So goed as {best}, sover die soektog kan sê ({chance} teenoor {other_chance}).</translation>
    </message>
    <message>
        <source>Close to the best choice, {best} ({chance} against {other_chance}).</source>
        <translation>Naby aan die beste keuse, {best} ({chance} teenoor {other_chance}).</translation>
    </message>
    <message>
        <source>This choice cost {loss} of your chance to win the game: {chance} against {other_chance} for {best}.</source>
        <translation>Hierdie keuse het {loss} van jou kans om die wedstryd te wen gekos: {chance} teenoor {other_chance} vir {best}.</translation>
    </message>
    <message>
        <source>Your choice: {claims}.</source>
        <translation>Jou keuse: {claims}.</translation>
    </message>
    <message>
        <source>Instead, {best}: {claims}.</source>
        <translation>Eerder {best}: {claims}.</translation>
    </message>
    <message>
        <source>the search could not value one of the decisions</source>
        <translation>die soektog kon een van die besluite nie waardeer nie</translation>
    </message>
    <message>
        <source>Marked steps</source>
        <translation>Gemerkte stappe</translation>
    </message>
    <message>
        <source>Steps the coach marked: {steps}</source>
        <translation>Stappe wat die afrigter gemerk het: {steps}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: each decision judged from what the seat could see then.</source>
        <translation>&lt;b&gt;Afrigter&lt;/b&gt;: elke besluit beoordeel volgens wat die speler toe kon sien.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Sitplek:</translation>
    </message>
    <message>
        <source>Seat to analyse</source>
        <translation>Sitplek om te ontleed</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Ontleed</translation>
    </message>
    <message>
        <source>Judge every decision of this seat, about {seconds} s a decision: the analysis is kept in your history</source>
        <translation>Beoordeel elke besluit van hierdie sitplek, omtrent {seconds} s per besluit: die ontleding word in jou geskiedenis gehou</translation>
    </message>
    <message>
        <source>Decisions and verdicts</source>
        <translation>Besluite en uitsprake</translation>
    </message>
    <message>
        <source>The coach on this step</source>
        <translation>Die afrigter oor hierdie stap</translation>
    </message>
    <message>
        <source>Face-up lens</source>
        <translation>Oop-kaarte-lens</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Probeer weer</translation>
    </message>
    <message>
        <source>Try this decision again</source>
        <translation>Probeer hierdie besluit weer</translation>
    </message>
    <message>
        <source>Play this decision again at the table: you hold the same cards, and the cards you could not see are dealt afresh</source>
        <translation>Speel hierdie besluit weer by die tafel: jy hou dieselfde kaarte, en die kaarte wat jy nie kon sien nie, word opnuut uitgedeel</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Ontleed tans…</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing of it was kept.</source>
        <translation>Die ontleding is gekanselleer; niks daarvan is gehou nie.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); nothing of it was kept.</source>
        <translation>Die ontleding kon nie voltooi word nie ({reason}); niks daarvan is gehou nie.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in your history ({reason}); it is shown here only.</source>
        <translation>Die ontleding kon nie in jou geskiedenis gehou word nie ({reason}); dit word net hier gewys.</translation>
    </message>
    <message>
        <source>Step {step}: {choice} — {verdict}</source>
        <translation>Stap {step}: {choice} — {verdict}</translation>
    </message>
    <message>
        <source>Not analysed yet for this seat: press Analyse.</source>
        <translation>Nog nie vir hierdie sitplek ontleed nie: druk Ontleed.</translation>
    </message>
    <message>
        <source>No decision of this seat at this step.</source>
        <translation>Geen besluit van hierdie sitplek by hierdie stap nie.</translation>
    </message>
    <message>
        <source>Your choice: {choice}</source>
        <translation>Jou keuse: {choice}</translation>
    </message>
    <message>
        <source>Best choice: {choice}</source>
        <translation>Beste keuse: {choice}</translation>
    </message>
    <message>
        <source>Win chance lost: {loss} (± {error})</source>
        <translation>Wenkans verloor: {loss} (± {error})</translation>
    </message>
    <message>
        <source>Verdict: {verdict} {mark}</source>
        <translation>Uitspraak: {verdict} {mark}</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): not solved for this card: too many cards were still in the hands.</source>
        <translation>Oop kaarte (elke kaart bekend): nie vir hierdie kaart opgelos nie: daar was nog te veel kaarte in die hande.</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): your card was as good as any ({best}).</source>
        <translation>Oop kaarte (elke kaart bekend): jou kaart was so goed as enige ({best}).</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): {best} was better; yours lost {loss} of the chance to win with perfect play.</source>
        <translation>Oop kaarte (elke kaart bekend): {best} was beter; joune het {loss} van die kans om met perfekte spel te wen, verloor.</translation>
    </message>
</context>
<context>
    <name>GameCoach</name>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Ontleed wedstryd</translation>
    </message>
    <message>
        <source>Analyse every finished hand of this game for your seat (each is kept in your history)</source>
        <translation>Ontleed elke voltooide rondte van hierdie wedstryd vir jou sitplek (elkeen word in jou geskiedenis gehou)</translation>
    </message>
    <message>
        <source>Accuracy: the share of your decisions (with a real choice) that the coach judged good: within the search&apos;s error of the best choice, or less than 1% of your chance to win the game from it.</source>
        <translation>Akkuraatheid: die deel van jou besluite (met &apos;n werklike keuse) wat die afrigter as goed beoordeel het: binne die soektog se fout van die beste keuse, of minder as 1% van jou kans om die wedstryd te wen daarvan af.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; the hand it was on was not kept.</source>
        <translation>Die ontleding is gekanselleer; die rondte waarmee dit besig was, is nie gehou nie.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); the hand it was on was not kept.</source>
        <translation>Die ontleding kon nie voltooi word nie ({reason}); die rondte waarmee dit besig was, is nie gehou nie.</translation>
    </message>
    <message>
        <source>An analysis could not be kept in your history ({reason}).</source>
        <translation>&apos;n Ontleding kon nie in jou geskiedenis gehou word nie ({reason}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; ({analysed} of {hands} hands analysed)</source>
        <translation>&lt;b&gt;Afrigter&lt;/b&gt; ({analysed} van {hands} rondtes ontleed)</translation>
    </message>
    <message>
        <source>Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · mistakes ?: {mistakes} · blunders ??: {blunders}</source>
        <translation>Besluite: {decisions} · onakkuraathede ?!: {inaccuracies} · foute ?: {mistakes} · flaters ??: {blunders}</translation>
    </message>
    <message>
        <source>Accuracy: {accuracy}</source>
        <translation>Akkuraatheid: {accuracy}</translation>
    </message>
    <message>
        <source>Costliest: hand {hand}, step {step}, {choice} ({loss} lost, {verdict} {mark})</source>
        <translation>Duurste: rondte {hand}, stap {step}, {choice} ({loss} verloor, {verdict} {mark})</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation>Her&amp;vat</translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation>Gaan presies voort waar jy opgehou het</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuwe wedstryd</translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation>Sit dit eenkant en deel &apos;n nuwe wedstryd</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation>Jy het &apos;n wedstryd aan die gang (telling {us}–{them}, by rondte {number}). Hervat dit?</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation>Jy het &apos;n wedstryd aan die gang (telling {us}–{them}, aan die begin). Hervat dit?</translation>
    </message>
    <message>
        <source>Resume h&amp;ere</source>
        <translation>Hervat h&amp;ier</translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation>Gaan alleen voort: rekenaars speel jou vriende se sitplekke</translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation>Bied dit w&amp;eer aan</translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation>Maak jou tafel weer oop: jou vriende neem hul sitplekke terug</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation>Jy het &apos;n wedstryd met vriende aan die gang (telling {us}–{them}, by rondte {number}). Bied dit weer aan, of gaan alleen voort?</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation>Jy het &apos;n wedstryd met vriende aan die gang (telling {us}–{them}, aan die begin). Bied dit weer aan, of gaan alleen voort?</translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation>Daardie wedstryd is in &apos;n ander venster oop: speel dit daar.</translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation>Jou wedstryd wat aan die gang is, kon nie hervat word nie ({problem}). Dit bly in jou Wedstrydgeskiedenis; &apos;n nuwe wedstryd word gedeel.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation>Verlaat die tafel</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Verlaat die tafel</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bly</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation>Verlaat die wedstryd wat aan die gang is (rondte {number}, telling {us}–{them})? Die tafel sluit vir almal.</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation>Verlaat die wedstryd wat aan die gang is (rondte {number}, telling {us}–{them})? &apos;n Rekenaar speel voortaan jou sitplek.</translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation>Nuwe wedstryd</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Laat dit vaar</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Speel voort</translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation>Laat die wedstryd wat aan die gang is vaar (rondte {number}, telling {us}–{them})? Dit bly in jou Wedstrydgeskiedenis, gemerk as laat vaar.</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>By &apos;n gedeelde tafel kan niks teruggeneem word nie: die ander het dit gesien.</translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation>Teruggeneem: jou laaste besluit en die antwoorde daarna.</translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation>Rondte {number} is verby.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Rondte {number}</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Volgende rondte</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>{name} wen die wedstryd</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Jy wen die wedstryd</translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation>{side} wen die wedstryd</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Jy wen die wedstryd!</translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation>Jy &amp; {partner} wen die wedstryd!</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuwe wedstryd…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Speel &amp;opnuut</translation>
    </message>
    <message>
        <source>H&amp;ost again…</source>
        <translation>Bied w&amp;eer aan…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Sluit by &apos;n tafel aan…</translation>
    </message>
</context>
<context>
    <name>GuestLink</name>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Die verbinding is verbreek: herkoppel…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Weer gekoppel.</translation>
    </message>
    <message>
        <source>Joining again with the new code…</source>
        <translation>Sluit weer aan met die nuwe kode…</translation>
    </message>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation>Herkoppel met {address}…</translation>
    </message>
    <message>
        <source>the internet</source>
        <translation>die internet</translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation>{reason}…</translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation>Geen antwoord van &apos;n tafel by {address} nie.</translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation>Die verbinding met {address} het geëindig voordat jy gesit het ({reason}).</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>Jy is terug by die tafel.</translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation>Jou ou sitplek is nie joune by hierdie tafel nie: sluit opnuut aan…</translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation>Die tafel het nee gesê: {message}.</translation>
    </message>
</context>
<context>
    <name>GuestSession</name>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation>Iets wat die tafel gestuur het, kon nie gewys word nie ({reason}).</translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation>Die rekord van rondte {number} kon nie gelees word nie ({reason}).</translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation>Die wedstryd is verby: {score}.</translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation>Jy het te lank gevat: jou rekenaar het dit vir jou gespeel.</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Een frase per sekonde, asseblief.</translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation>Die tafel het gesê: {message}.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation>Wag dat die ander gereed is vir die volgende rondte…</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>By &apos;n gedeelde tafel kan niks teruggeneem word nie: die ander het dit gesien.</translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation>Stap deur die rondte</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>Eerste stap (Home)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Een stap terug (pyltjie Links)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>Volgende stap (pyltjie Regs)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>Laaste stap (End)</translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation>Stappe van die rondte (pyltjies Links/Regs, Home, End)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Voer uit…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Voer in…</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Wys gids</translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation>Stoor hierdie rondte as &apos;n allfours-hand/1-rekord</translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation>Stap {step} van {steps}. {text}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>{file} kon nie gelees word nie: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation>{file} is nie &apos;n geldige All Fours-rondterekord nie: {reason}</translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation>Rondte uit {file}</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Voer rondte uit</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Rondterekords (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Gestoor in {path}</translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation>Maak {folder} oop</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Voer rondte in</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation>Ons</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Hulle</translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation>Rondte {number} (aan die gang)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Rondte {number}</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Tellinggeskiedenis</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>Geen geskiedenis word in hierdie sessie gehou nie.</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>Lees jou geskiedenis…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>maklik</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>middelmatig</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>moeilik</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>kenner</translation>
    </message>
    <message>
        <source>friends</source>
        <translation>vriende</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Omdraaikaart</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Boer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation>ons het gesmeek: een gegee</translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation>ons het gesmeek: pak geloop</translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation>hulle het gesmeek: een gegee</translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation>hulle het gesmeek: pak geloop</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>twees</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>drieë</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>viere</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>vywe</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sesse</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sewes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>agte</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>neges</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiene</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>boere</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>koninginne</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>konings</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>asse</translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation>{name} (&apos;n vriend)</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{choices} or {last}</source>
        <translation>{choices} of {last}</translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation>{team} het {score} gewen</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>laat vaar by {score}</translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation>aan die gang, {score}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Wedstryde gespeel</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Wedstryde gewen</translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation>{won} ({rate})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Rondtes gespeel</translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation>Rondtes op punte gewen</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>teen {opponents}</translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation>{rank}: {count}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Wedstryde</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punte per soort</translation>
    </message>
    <message>
        <source>for</source>
        <translation>vir</translation>
    </message>
    <message>
        <source>against</source>
        <translation>teen</translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation>Hangboere gemaak: &lt;b&gt;{made}&lt;/b&gt;, gely: &lt;b&gt;{suffered}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Begging</source>
        <translation>Smeek</translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation>Omdraaikaarte wat getel het: {kicks}</translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours}&lt;/b&gt; for, &lt;b&gt;{theirs}&lt;/b&gt; against</source>
        <translation>Gemiddelde kaartpunte per rondte: &lt;b&gt;{ours}&lt;/b&gt; vir, &lt;b&gt;{theirs}&lt;/b&gt; teen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gewer</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Smeek</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Rondtenommer</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Wie gedeel het</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation>Punte vir die omdraaikaart (die kaart wat omgedraai is)</translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation>Eerste hand het gestaan, of gesmeek en die gewer het een gegee of die pak geloop</translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation>Hoog: die hoogste troef uitgedeel, en wie dit gehou het</translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation>Laag: die laagste troef uitgedeel, en wie dit gehou het</translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation>Die troefboer: wie dit gewen het</translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation>Spel: die meeste kaartpunte</translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation>Die telling ná die rondte</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>nie getel nie</translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation>Die wedstryd is vroeër in hierdie rondte gewen: punte ná die wenpunt word nie getel nie.</translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation>Dubbelklik om op hierdie rondte terug te blik</translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation>een geneem ({team})</translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation>het die pak geloop</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>gestaan</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>nie uitgedeel nie</translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation>Hangboer! {team} {points}</translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation>gelykop ({totals})</translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation>{team} {points} ({totals}, gelykop)</translation>
    </message>
    <message>
        <source>the disk is full — free some space; nothing is saved until then</source>
        <translation>die skyf is vol — maak &apos;n bietjie plek; tot dan word niks gestoor nie</translation>
    </message>
    <message>
        <source>the history file or its folder may not be written (it is read-only, or another user&apos;s) — nothing is saved until it may</source>
        <translation>daar mag nie na die geskiedenislêer of sy gids geskryf word nie (dit is leesalleen, of &apos;n ander gebruiker s&apos;n) — niks word gestoor voordat dit mag nie</translation>
    </message>
    <message>
        <source>another program is holding the history file — nothing is saved until it lets go</source>
        <translation>&apos;n ander program hou die geskiedenislêer vas — niks word gestoor voordat dit los nie</translation>
    </message>
    <message>
        <source>the history file cannot be opened for writing (it or its folder is read-only, or another user&apos;s) — nothing is saved until it can</source>
        <translation>die geskiedenislêer kan nie oopgemaak word om te skryf nie (dit of sy gids is leesalleen, of &apos;n ander gebruiker s&apos;n) — niks word gestoor voordat dit kan nie</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing the history file — nothing is saved until it works again</source>
        <translation>die skyf het &apos;n fout gemeld met die lees of skryf van die geskiedenislêer — niks word gestoor voordat dit weer werk nie</translation>
    </message>
    <message>
        <source>a folder has the history file&apos;s name ({path}) — move or rename it; nothing is saved until then</source>
        <translation>&apos;n vouer dra die geskiedenislêer se naam ({path}) — skuif dit of gee dit &apos;n ander naam; tot dan word niks gestoor nie</translation>
    </message>
    <message>
        <source>the history file could not be used ({problem}) — nothing is saved until it can</source>
        <translation>die geskiedenislêer kon nie gebruik word nie ({problem}) — niks word gestoor voordat dit kan nie</translation>
    </message>
    <message>
        <source>the history file gave an error ({problem})</source>
        <translation>die geskiedenislêer het &apos;n fout gegee ({problem})</translation>
    </message>
    <message>
        <source>The game of {date}</source>
        <translation>Die wedstryd van {date}</translation>
    </message>
    <message>
        <source>A game in your history</source>
        <translation>&apos;n Wedstryd in jou geskiedenis</translation>
    </message>
    <message>
        <source>The unfinished game of {date}</source>
        <translation>Die onvoltooide wedstryd van {date}</translation>
    </message>
    <message>
        <source>An unfinished game in your history</source>
        <translation>&apos;n Onvoltooide wedstryd in jou geskiedenis</translation>
    </message>
    <message>
        <source>the game of {date}</source>
        <translation>die wedstryd van {date}</translation>
    </message>
    <message>
        <source>a game in your history</source>
        <translation>&apos;n wedstryd in jou geskiedenis</translation>
    </message>
    <message>
        <source>a game missing from your history</source>
        <translation>&apos;n wedstryd wat uit jou geskiedenis ontbreek</translation>
    </message>
    <message>
        <source>Hand {number} of {game}</source>
        <translation>Rondte {number} van {game}</translation>
    </message>
    <message>
        <source>A hand of {game}</source>
        <translation>&apos;n Rondte van {game}</translation>
    </message>
    <message>
        <source>Your game history could not be read; it was kept as {path} and a new history was started.</source>
        <translation>Jou wedstrydgeskiedenis kon nie gelees word nie; dit is as {path} gehou en &apos;n nuwe geskiedenis is begin.</translation>
    </message>
    <message>
        <source>Part of your game history (its write-ahead log) could not be read, and SQLite passes over such a part: a copy of it was kept as {path}.</source>
        <translation>&apos;n Deel van jou wedstrydgeskiedenis (sy vooruitskryf-logboek) kon nie gelees word nie, en SQLite gaan by so &apos;n deel verby: &apos;n afskrif daarvan is as {path} gehou.</translation>
    </message>
    <message>
        <source>the history file could not be read ({problem}), and could not be set aside ({error}) — nothing is saved until it can</source>
        <translation>die geskiedenislêer kon nie gelees word nie ({problem}), en kon nie opsy gesit word nie ({error}) — niks word gestoor voordat dit kan nie</translation>
    </message>
    <message>
        <source>{name} is damaged and is left out of your history; it could not be set aside ({problem}), so it stays in {path}.</source>
        <translation>{name} is beskadig en word uit jou geskiedenis gelaat; dit kon nie opsy gesit word nie ({problem}), dus bly dit in {path}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its 1 hand, in {folder}.</source>
        <translation>{name} was beskadig en is saam met sy 1 rondte in {folder} opsy gesit.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its {count} hands, in {folder}.</source>
        <translation>{name} was beskadig en is saam met sy {count} rondtes in {folder} opsy gesit.</translation>
    </message>
    <message>
        <source>{name} was set aside in {folder}.</source>
        <translation>{name} is in {folder} opsy gesit.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history, but the game can no longer be resumed.</source>
        <translation>{name} was beskadig en is in {folder} opsy gesit; die wedstryd se ander rondtes is nog in jou geskiedenis, maar die wedstryd kan nie meer hervat word nie.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history.</source>
        <translation>{name} was beskadig en is in {folder} opsy gesit; die wedstryd se ander rondtes is nog in jou geskiedenis.</translation>
    </message>
    <message>
        <source>{name} could not be restored ({reason}), so it can no longer be resumed; its hands are still in your history.</source>
        <translation>{name} kon nie herstel word nie ({reason}), dus kan dit nie meer hervat word nie; sy rondtes is nog in jou geskiedenis.</translation>
    </message>
    <message>
        <source>hand {number} is missing</source>
        <translation>rondte {number} ontbreek</translation>
    </message>
    <message>
        <source>hand {number} was played to other rules</source>
        <translation>rondte {number} is volgens ander reëls gespeel</translation>
    </message>
    <message>
        <source>its first dealer or dealing method is missing</source>
        <translation>sy eerste gewer of manier van deel ontbreek</translation>
    </message>
    <message>
        <source>its last hand already won the game</source>
        <translation>sy laaste rondte het die wedstryd reeds gewen</translation>
    </message>
    <message>
        <source>The coach&apos;s analysis of hand {number}</source>
        <translation>Die afrigter se ontleding van rondte {number}</translation>
    </message>
    <message>
        <source>A coach&apos;s analysis of a hand</source>
        <translation>&apos;n Afrigter se ontleding van &apos;n rondte</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the hand can be analysed again.</source>
        <translation>{name} was beskadig en is in {folder} opsy gesit; die rondte kan weer ontleed word.</translation>
    </message>
    <message>
        <source>The game saved in {path} could not be taken into your history ({problem}); the file was left as it is.</source>
        <translation>Die wedstryd wat in {path} gestoor is, kon nie in jou geskiedenis opgeneem word nie ({problem}); die lêer is gelaat soos dit is.</translation>
    </message>
    <message>
        <source>The game you saved in {path} is in your history again.</source>
        <translation>Die wedstryd wat jy in {path} gestoor het, is weer in jou geskiedenis.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved ({path}) could not be used ({problem}), nor set aside ({error}); it was left as it is.</source>
        <translation>&apos;n Lêer met besluite wat nog nie gestoor is nie ({path}) kon nie gebruik word nie ({problem}), en ook nie eenkant gesit word nie ({error}); dit is gelaat soos dit is.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved could not be used ({problem}); it was kept as {path}.</source>
        <translation>&apos;n Lêer met besluite wat nog nie gestoor is nie, kon nie gebruik word nie ({problem}); dit is as {path} gehou.</translation>
    </message>
    <message>
        <source>Decisions of your last game that could not be saved when it was played ({count}) are now in your history.</source>
        <translation>Besluite van jou laaste wedstryd wat nie gestoor kon word toe dit gespeel is nie ({count}), is nou in jou geskiedenis.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>Wedstrydgeskiedenis</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Wedstryde</translation>
    </message>
    <message>
        <source>&amp;Hands (double-click or Enter to review)</source>
        <translation>&amp;Rondtes (dubbelklik of Enter om terug te blik)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Wedstryde</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rondtes</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Jou geskiedenis kon nie gelees word nie: {reason}</translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation>Nog geen wedstryde in jou geskiedenis nie.</translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation>Rondte {number}: aan die gang, {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation>Rondte {number} ({dealer} het gedeel): aan die gang, {score}</translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation>Rondte {number}: aan die gang</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation>Rondte {number} ({dealer} het gedeel): aan die gang</translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation>Rondte {number}: {score}, {team} het die wedstryd gewen</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation>Rondte {number} ({dealer} het gedeel): {score}, {team} het die wedstryd gewen</translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation>Rondte {number}: {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation>Rondte {number} ({dealer} het gedeel): {score}</translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation>Af: wag vir altyd</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 sekondes</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 minuut</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 minute</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 minute</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Bied &apos;n tafel aan</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>&apos;n Vriend</translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation>&apos;n Vriend neem hierdie sitplek van hul eie rekenaar af in</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>{name} se tafel</translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation>All Fours-tafel</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tafelkode</translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation>Vriende tik hierdie kode om by jou tafel te gaan sit</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>&amp;Nuwe kode</translation>
    </message>
    <message>
        <source>Let computers on this network &amp;find the table</source>
        <translation>Laat rekenaars op hierdie netwerk die tafel v&amp;ind</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Op hierdie netwerk</translation>
    </message>
    <message>
        <source>Over the internet</source>
        <translation>Oor die internet</translation>
    </message>
    <message>
        <source>Over the internet, each friend&apos;s seat gets its own code to send them; nobody needs an account</source>
        <translation>Oor die internet kry elke vriend se sitplek sy eie kode om vir hulle te stuur; niemand het &apos;n rekening nodig nie</translation>
    </message>
    <message>
        <source>Friends &amp;join</source>
        <translation>Vriende sl&amp;uit aan</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>N&amp;aam</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Kode</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>&amp;Poort</translation>
    </message>
    <message>
        <source>T&amp;ime to decide</source>
        <translation>Tyd om te &amp;besluit</translation>
    </message>
    <message>
        <source>Th&amp;e table</source>
        <translation>&amp;Die tafel</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Maak die ta&amp;fel oop</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>enige vrye poort</translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation>As hierdie poort in gebruik is, word &apos;n ander vrye een gekies</translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation>As &apos;n vriend nie betyds antwoord nie, speel hul rekenaar daardie besluit; almal sien die aftelling</translation>
    </message>
    <message>
        <source>Once the table is open, each friend&apos;s seat gets its own code (like 7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → over the internet and types it. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Sodra die tafel oop is, kry elke vriend se sitplek sy eie kode (soos 7-guitarist-revenge): stuur dit vir daardie vriend, wat Wedstryd → Sluit by &apos;n tafel aan… → oor die internet kies en dit tik. Sitplekke wat jy vir &apos;n vriend oorlaat, word deur die rekenaar gespeel totdat iemand gaan sit.</translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Vriende kies Wedstryd → Sluit by &apos;n tafel aan… op hul eie rekenaar, kies jou tafel (of tik sy adres) en tik hierdie kode. Sitplekke wat jy vir &apos;n vriend oorlaat, word deur die rekenaar gespeel totdat iemand gaan sit.</translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation>Jou vriend se eie naam verskyn wanneer hulle gaan sit</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Tik jou naam: jou vriende sien dit by die tafel.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Kies minstens een sitplek vir &apos;n vriend.</translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation>Die tafel het &apos;n kode (letters of syfers) nodig wat jou vriende kan tik.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Sluit by &apos;n tafel aan</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Soek na tafels…</translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation>die gasheer se adres, soos 192.168.1.20:41414</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>die kode wat die gasheer jou gegee het</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>hoe die ander jou sal sien</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <translation>&amp;Tafels op hierdie netwerk</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adres</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Kode</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;Jou naam</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>&amp;Sitplek</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>S&amp;luit aan</translation>
    </message>
    <message>
        <source>A table over the &amp;internet (the host sent you a code)</source>
        <translation>&apos;n Tafel oor die &amp;internet (die gasheer het vir jou &apos;n kode gestuur)</translation>
    </message>
    <message>
        <source>like 7-guitarist-revenge</source>
        <translation>soos 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code your host sent for your seat: with or without dashes; Tab completes a word</source>
        <translation>Die kode wat jou gasheer vir jou sitplek gestuur het: met of sonder koppeltekens; Tab voltooi &apos;n woord</translation>
    </message>
    <message>
        <source>A table on this net&amp;work</source>
        <translation>&apos;n Tafel op hierdie &amp;netwerk</translation>
    </message>
    <message>
        <source>The &amp;host&apos;s code</source>
        <translation>Die gasheer se &amp;kode</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>&amp;Jou naam</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Enige vrye sitplek</translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation>Sitplek {number} ({place}): joune, neem dit terug</translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation>Sitplek {number} ({place})</translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation>{name} — {players} spelers, een vrye sitplek ({address})</translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation>
            <numerusform>{name} — {players} spelers, %n vrye sitplek ({address})</numerusform>
            <numerusform>{name} — {players} spelers, %n vrye sitplekke ({address})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation>Kies &apos;n tafel, of tik die gasheer se adres hieronder.</translation>
    </message>
    <message>
        <source>Type the code your host sent you, like 7-guitarist-revenge.</source>
        <translation>Tik die kode wat jou gasheer vir jou gestuur het, soos 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation>Tik die gasheer se adres (soos 192.168.1.20:41414), of kies &apos;n tafel.</translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation>Tik die tafel se kode: die gasheer kan dit vir jou sê.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Tik jou naam: die ander sien dit by die tafel.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>New to All Fours? A short guided hand at this table shows how it is played.</source>
        <translation>Nuut met All Fours? &apos;n Kort rondte met &apos;n gids aan hierdie tafel wys hoe dit gespeel word.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Leer speel</translation>
    </message>
    <message>
        <source>A guided hand, one idea at a time</source>
        <translation>&apos;n Rondte met &apos;n gids, een gedagte op &apos;n slag</translation>
    </message>
    <message>
        <source>&amp;Deal a game</source>
        <translation>&amp;Deel &apos;n wedstryd</translation>
    </message>
    <message>
        <source>Start a game straight away</source>
        <translation>Begin dadelik &apos;n wedstryd</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Die omdraaikaart</translation>
    </message>
    <message>
        <source>{dealer} dealt six cards each and turned up the next one: the kick, {kick}. Its suit, {suit}, is trumps for now. A kick scores at once for the dealer&apos;s side (an ace 1, a six 2, a jack 3), so {side} have 2 points.</source>
        <translation>{dealer} het elkeen ses kaarte gedeel en die volgende een omgedraai: die omdraaikaart, {kick}. Sy kleur, {suit}, is nou troef. &apos;n Omdraaikaart tel dadelik vir die gewer se span (&apos;n aas 1, &apos;n ses 2, &apos;n boer 3), so {side} het 2 punte.</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Staan of smeek</translation>
    </message>
    <message>
        <source>You sit on the dealer&apos;s right, so you are first hand: stand and play with {suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press “I beg”.</source>
        <translation>Jy sit regs van die gewer, so jy is eerste hand: staan en speel met {suit} as troef, of smeek vir &apos;n verandering. Jou enigste troef is {card}, &apos;n swak hand. Druk “Ek smeek”.</translation>
    </message>
    <message>
        <source>Take one or run the pack</source>
        <translation>Neem een of loop die pak</translation>
    </message>
    <message>
        <source>The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay trumps; or the dealer runs the pack: three more cards each and a new kick. Watch {dealer} run it.</source>
        <translation>Die gewer antwoord op &apos;n smeek. “Neem een” gee jou span 1 punt en {suit} bly troef; of die gewer loop die pak: elkeen kry nog drie kaarte en daar is &apos;n nuwe omdraaikaart. Kyk hoe {dealer} die pak loop.</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>Lei uit</translation>
    </message>
    <message>
        <source>The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores nothing). As first hand you lead the first trick, and any card may be led. Lead {card}.</source>
        <translation>Die nuwe omdraaikaart is {kick}: &apos;n nuwe kleur, so {suit} is nou troef (&apos;n agt tel niks). As eerste hand lei jy die eerste slag, en enige kaart mag gelei word. Lei {card}.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Volg kleur</translation>
    </message>
    <message>
        <source>{name} led {suit}. You hold one, so you must follow suit or play a trump: the cards you may not play are dimmed. Play {card}.</source>
        <translation>{name} het {suit} gelei. Jy het een, so jy moet kleur volg of &apos;n troef speel: die kaarte wat jy nie mag speel nie, is gedemp. Speel {card}.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you may play any card, and a trump beats every card of another suit. Trump with {card} and take the trick.</source>
        <translation>{partner} het {suit} gelei en {dealer} het {high} gespeel. Jy het geen {suit} nie, so jy mag enige kaart speel, en &apos;n troef klop elke kaart van &apos;n ander kleur. Troef met {card} en vat die slag.</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Hangboer</translation>
    </message>
    <message>
        <source>Lead {card}, the highest trump. When a trump is led, everyone must play a trump if they can. If an opponent has to give up the jack of trumps to your side, that is Hang Jack: 3 points instead of 1.</source>
        <translation>Lei {card}, die hoogste troef. As troef gelei word, moet elkeen &apos;n troef speel as hulle kan. As &apos;n teenstander die boer van troef aan jou span moet afgee, is dit Hangboer: 3 punte in plaas van 1.</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Speel dit uit</translation>
    </message>
    <message>
        <source>Hang Jack! {name} had to play the jack and your ace took it: 3 points to your side when the hand is scored. Now play out the hand: each time, play the card with the yellow ring.</source>
        <translation>Hangboer! {name} moes die boer speel en jou aas het dit gevat: 3 punte vir jou span wanneer die rondte getel word. Speel nou die rondte uit: speel elke keer die kaart met die geel ring.</translation>
    </message>
    <message>
        <source>High, Low, Jack and Game</source>
        <translation>Hoog, Laag, Boer en Spel</translation>
    </message>
    <message>
        <source>The hand is scored. High: 1 to the side dealt the highest trump (your ace). Low: 1 to the side dealt the lowest ({dealer}&apos;s two), whoever took it. Jack: 1 to the side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king 3, a queen 2, a jack 1 and a ten 10; the higher total scores 1.</source>
        <translation>Die rondte word getel. Hoog: 1 vir die span wat die hoogste troef gekry het (jou aas). Laag: 1 vir die span wat die laagste gekry het ({dealer} se twee), wie dit ook al gevat het. Boer: 1 vir die span wat dit wen, of 3 as dit gehang is. Spel: in die slae wat gewen is, tel &apos;n aas 4, &apos;n koning 3, &apos;n koningin 2, &apos;n boer 1 en &apos;n tien 10; die hoogste totaal kry 1.</translation>
    </message>
    <message>
        <source>Ready to play</source>
        <translation>Gereed om te speel</translation>
    </message>
    <message>
        <source>That is a hand of All Fours. The score carries on from hand to hand, the deal passes to the right, and the first side to reach 14 wins. In a game, H gives a hint and F1 shows the rules.</source>
        <translation>Dit is &apos;n rondte All Fours. Die telling loop voort van rondte tot rondte, die deel skuif na regs, en die eerste span wat 14 haal, wen. In &apos;n wedstryd gee H &apos;n wenk en F1 wys die reëls.</translation>
    </message>
    <message>
        <source>You may not play {card} now: {suit} were led and you hold one, so you must follow suit or play a trump.</source>
        <translation>Jy mag nie nou {card} speel nie: {suit} is gelei en jy het een, so jy moet kleur volg of &apos;n troef speel.</translation>
    </message>
    <message>
        <source>No need for {card}: {name}&apos;s {winning} already takes this trick for your side, and a trump spent on it is wasted.</source>
        <translation>{card} is nie nodig nie: {name} se {winning} vat hierdie slag reeds vir jou span, en &apos;n troef wat jy daarop speel, is verspil.</translation>
    </message>
    <message>
        <source>Playing {card} would not win the trick: {name}&apos;s {winning} would still take it.</source>
        <translation>Met {card} sou jy nie die slag wen nie: {name} se {winning} sou dit steeds vat.</translation>
    </message>
    <message>
        <source>Playing {card} would take the trick too, but it counts {points} for Game: win with a card worth less and keep it.</source>
        <translation>Met {card} sou jy die slag ook vat, maar dit tel {points} vir Spel: wen met &apos;n kaart wat minder werd is en hou dit.</translation>
    </message>
    <message>
        <source>Lead a trump here, not {card}: when a trump is led, everyone must play a trump if they can.</source>
        <translation>Lei hier &apos;n troef, nie {card} nie: as troef gelei word, moet elkeen &apos;n troef speel as hulle kan.</translation>
    </message>
    <message>
        <source>Lead your highest trump, not {card}: a higher trump could still beat it.</source>
        <translation>Lei jou hoogste troef, nie {card} nie: &apos;n hoër troef kan dit nog klop.</translation>
    </message>
    <message>
        <source>Keep {card}: it is a trump, and trumps take tricks later. Lead a card of another suit.</source>
        <translation>Hou {card}: dit is &apos;n troef, en troewe vat later slae. Lei &apos;n kaart van &apos;n ander kleur.</translation>
    </message>
    <message>
        <source>Keep {card}: it is the only card of its suit you hold, to follow suit when that suit is led.</source>
        <translation>Hou {card}: dit is die enigste kaart van sy kleur wat jy het, om kleur te volg wanneer daardie kleur gelei word.</translation>
    </message>
    <message>
        <source>Keep {card} for later: it is high in its suit. Lead a low card of that suit first.</source>
        <translation>Hou {card} vir later: dit is hoog in sy kleur. Lei eers &apos;n lae kaart van daardie kleur.</translation>
    </message>
    <message>
        <source>Keep {card} for later: this lesson plays another card first.</source>
        <translation>Hou {card} vir later: hierdie les speel eers &apos;n ander kaart.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Lees eers hierdie stap en druk dan Volgende.</translation>
    </message>
    <message>
        <source>You could stand, but this lesson shows a beg: press “I beg”.</source>
        <translation>Jy kon staan, maar hierdie les wys &apos;n smeek: druk “Ek smeek”.</translation>
    </message>
    <message>
        <source>Not that card: this step plays {card}, the one with the yellow ring.</source>
        <translation>Nie daardie kaart nie: hierdie stap speel {card}, die een met die geel ring.</translation>
    </message>
    <message>
        <source>Play {card}, the one with the yellow ring.</source>
        <translation>Speel {card}, die een met die geel ring.</translation>
    </message>
    <message>
        <source>You took the trick with {card}.</source>
        <translation>Jy het die slag met {card} gevat.</translation>
    </message>
    <message>
        <source>{name} took the trick with {card}.</source>
        <translation>{name} het die slag met {card} gevat.</translation>
    </message>
    <message>
        <source>Bac&amp;k</source>
        <translation>&amp;Terug</translation>
    </message>
    <message>
        <source>The step before, from where it began</source>
        <translation>Die vorige stap, van waar dit begin het</translation>
    </message>
    <message>
        <source>Ski&amp;p lesson</source>
        <translation>Slaan die les &amp;oor</translation>
    </message>
    <message>
        <source>Leave the lesson and deal a real game</source>
        <translation>Verlaat die les en deel &apos;n regte wedstryd</translation>
    </message>
    <message>
        <source>&amp;Start a real game</source>
        <translation>&amp;Begin &apos;n regte wedstryd</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Volgende</translation>
    </message>
    <message>
        <source>Lesson step {number} of {count}</source>
        <translation>Lesstap {number} van {count}</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Les: {title}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Maklik</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Middelmatig</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilik</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Kenner</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>South</source>
        <translation>Suid</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oos</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Wes</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jy</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Regs</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Maat</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Teenstander</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation>1 verkeerde kode van {address}.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation>
            <numerusform>%n verkeerde kode van {address}.</numerusform>
            <numerusform>%n verkeerde kodes van {address}.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation>1 verkeerde kode van {address}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation>
            <numerusform>%n verkeerde kode van {address}</numerusform>
            <numerusform>%n verkeerde kodes van {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Sitplek {number}</translation>
    </message>
    <message>
        <source>Join my All Fours table: open All Fours, choose Game → Join a Table… → over the internet, and type {code}</source>
        <translation>Sluit by my All Fours-tafel aan: maak All Fours oop, kies Wedstryd → Sluit by &apos;n tafel aan… → oor die internet, en tik {code}</translation>
    </message>
    <message>
        <source>Send each friend the code for their seat (Copy gives you the line to send). A code works once: a friend who comes back later gets a new one.</source>
        <translation>Stuur vir elke vriend die kode vir hul sitplek (Kopieer gee jou die reël om te stuur). &apos;n Kode werk een keer: &apos;n vriend wat later terugkom, kry &apos;n nuwe een.</translation>
    </message>
    <message>
        <source>{place}: making a code…</source>
        <translation>{place}: maak &apos;n kode…</translation>
    </message>
    <message>
        <source>The invitation for {place} is copied: paste it into a message to your friend.</source>
        <translation>Die uitnodiging vir {place} is gekopieer: plak dit in &apos;n boodskap aan jou vriend.</translation>
    </message>
    <message>
        <source>Copy {place}&apos;s invitation</source>
        <translation>Kopieer die uitnodiging vir {place}</translation>
    </message>
    <message>
        <source>New code for {place}</source>
        <translation>Nuwe kode vir {place}</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>rekenaar ({level})</translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation>die gasheer · gereed</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>die gasheer</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>wag vir &apos;n vriend om aan te sluit</translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation>weg (die rekenaar speel intussen)</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>gereed ✓</translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation>hier, nog nie gereed nie</translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation>{state} (jy)</translation>
    </message>
    <message>
        <source>Someone tried a wrong code for {place}: send them the new one.</source>
        <translation>Iemand het &apos;n verkeerde kode vir {place} probeer: stuur vir hulle die nuwe een.</translation>
    </message>
    <message>
        <source>No code for {place}: {reason}.</source>
        <translation>Geen kode vir {place} nie: {reason}.</translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation>Begin (wag dat almal gereed is)</translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation>Begin nou (rekenaars hou die leë sitplekke)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation>Gee vir jou vriende die adres &lt;b&gt;{address}&lt;/b&gt; en die kode &lt;b&gt;{code}&lt;/b&gt;: hulle kies Wedstryd → Sluit by &apos;n tafel aan…</translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation>Jou tafel is oop: {name}</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation>Gee {name} se sitplek vir iemand anders</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Sluit die tafel</translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation>Wanneer almal gereed is, begin die gasheer die wedstryd.</translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation>Sê dat jy gereed is; die gasheer begin die wedstryd wanneer almal is.</translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation>By {table}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>By die tafel</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Tog nie gereed nie</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Ek is gereed</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Verlaat die tafel</translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation>Jy het die verbinding met die tafel verloor</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: ask your host for a new code for your seat, and join with it to take your seat back.</source>
        <translation>{reason}. &apos;n Rekenaar speel jou sitplek totdat jy terugkom: vra jou gasheer vir &apos;n nuwe kode vir jou sitplek, en sluit daarmee aan om jou sitplek terug te neem.</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation>{reason}. &apos;n Rekenaar speel jou sitplek totdat jy terugkom: Herkoppel neem dit terug.</translation>
    </message>
    <message>
        <source>Join with a new code…</source>
        <translation>Sluit aan met &apos;n nuwe kode…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Herkoppel</translation>
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
        <translation>&amp;Wedstryd</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nuwe wedstryd…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>W&amp;enk</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>&amp;Vorige slag</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>Wys die slag wat pas gewen is (of wys na &apos;n gewonne stapel)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ver&amp;laat</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>Maak &apos;n tafel oop waarby vriende op jou netwerk kan aansluit</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>Sluit by &apos;n tafel &amp;aan…</translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation>Gaan sit by &apos;n vriend se tafel</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Verlaat die ta&amp;fel</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Sê iets</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sê iets vir die tafel</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>Neem te&amp;rug</translation>
    </message>
    <message>
        <source>H&amp;ost a Table…</source>
        <translation>&amp;Bied &apos;n tafel aan…</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Sluit die tafel</translation>
    </message>
    <message>
        <source>Game H&amp;istory…</source>
        <translation>&amp;Wedstrydgeskiedenis…</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>S&amp;tatistiek…</translation>
    </message>
    <message>
        <source>Practise &amp;Mistakes…</source>
        <translation>&amp;Oefen foute…</translation>
    </message>
    <message>
        <source>Play again the decisions the analysis called mistakes</source>
        <translation>Speel weer die besluite wat die ontleding foute genoem het</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Aansig</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animasie&amp;spoed</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Stadig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Vinnig</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Onmiddellik</translation>
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
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reëls</translation>
    </message>
    <message>
        <source>Learn to &amp;Play</source>
        <translation>Leer om te s&amp;peel</translation>
    </message>
    <message>
        <source>A guided hand at this table, one idea at a time</source>
        <translation>&apos;n Rondte met &apos;n gids aan hierdie tafel, een gedagte op &apos;n slag</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>&amp;Oor All Fours</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Ons</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Hulle</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>Verlaat? Die tafel sluit vir {friends}. Die wedstryd bly in jou geskiedenis: kies volgende keer Bied dit weer aan, en hulle neem hul sitplekke terug.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>Verlaat? Die tafel sluit vir {friends}.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Verlaat All Fours</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Verlaat</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Speel voort</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Rondte {number}: jou keuse was {choice}, ’n flater; die beste was {best}.</translation>
    </message>
    <message>
        <source>Hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Rondte {number}: jou keuse was {choice}, ’n fout; die beste was {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Wedstryd {game}, rondte {number}: jou keuse was {choice}, ’n flater; die beste was {best}.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Wedstryd {game}, rondte {number}: jou keuse was {choice}, ’n fout; die beste was {best}.</translation>
    </message>
    <message>
        <source>Practise Mistakes</source>
        <translation>Oefen foute</translation>
    </message>
    <message>
        <source>Decisions the analysis called mistakes or blunders. Choose one to play it again: you hold the same cards, and the cards you could not see are dealt afresh.</source>
        <translation>Besluite wat die ontleding foute of flaters genoem het. Kies een om dit weer te speel: jy hou dieselfde kaarte, en die kaarte wat jy nie kon sien nie, word opnuut uitgedeel.</translation>
    </message>
    <message>
        <source>No mistakes to practise yet. Analyse a hand in its review: the decisions it calls mistakes or blunders are listed here.</source>
        <translation>Nog geen foute om te oefen nie. Ontleed ’n rondte in sy terugblik: die besluite wat dit foute of flaters noem, word hier gelys.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Probeer weer</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Jy</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Maat</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation>die tafel is besig, probeer weer</translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation>die tafel het besig gebly</translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation>dit het opgehou lees</translation>
    </message>
    <message>
        <source>that code was wrong or already used: ask the host for a new one</source>
        <translation>daardie kode was verkeerd of reeds gebruik: vra die gasheer vir &apos;n nuwe een</translation>
    </message>
    <message>
        <source>nobody is waiting on that code: ask the host for a new one</source>
        <translation>niemand wag op daardie kode nie: vra die gasheer vir &apos;n nuwe een</translation>
    </message>
    <message>
        <source>that is not a code: a code looks like 7-guitarist-revenge</source>
        <translation>dit is nie &apos;n kode nie: &apos;n kode lyk soos 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>the internet table&apos;s server cannot be reached: check the connection, or the server in Settings</source>
        <translation>die internettafel se bediener kan nie bereik word nie: kyk na die verbinding, of na die bediener in Instellings</translation>
    </message>
    <message>
        <source>the internet table&apos;s server refused: check the server in Settings</source>
        <translation>die internettafel se bediener het geweier: kyk na die bediener in Instellings</translation>
    </message>
    <message>
        <source>the host was found, but no connection to them could be made</source>
        <translation>die gasheer is gevind, maar geen verbinding met hulle kon gemaak word nie</translation>
    </message>
    <message>
        <source>internet play is not available in this copy of All Fours</source>
        <translation>speel oor die internet is nie beskikbaar in hierdie kopie van All Fours nie</translation>
    </message>
    <message>
        <source>the internet connection was lost</source>
        <translation>die internetverbinding is verbreek</translation>
    </message>
    <message>
        <source>the host&apos;s connection closed</source>
        <translation>die gasheer se verbinding is gesluit</translation>
    </message>
    <message>
        <source>too many wrong codes were tried on that seat</source>
        <translation>te veel verkeerde kodes is op daardie sitplek probeer</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Die gasheer het die tafel gesluit.</translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation>Die gasheer het opgehou: die wedstryd kan later voortgaan wanneer hulle dit weer aanbied.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die wedstryd is verby.</translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation>Die gasheer het gestop.</translation>
    </message>
    <message>
        <source>Every seat of that game was a friend&apos;s: there is none for you to host it from.</source>
        <translation>Elke sitplek van daardie spel was &apos;n vriend s&apos;n: daar is geen sitplek vir jou om dit van aan te bied nie.</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Die tafel kon nie oopgemaak word nie: {reason}</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation>{name} het die tafel verlaat: die rekenaar speel vir hulle totdat hulle terugkom.</translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation>{name} het te lank gevat: die rekenaar het vir hulle gespeel.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Die wedstryd kon nie begin nie: {reason}</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Sluit die tafel</translation>
    </message>
    <message>
        <source>Your table is open over the internet: each friend&apos;s seat gets its own code.</source>
        <translation>Jou tafel is oop oor die internet: elke vriend se sitplek kry sy eie kode.</translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation>Jou tafel is oop by {address}, kode {code}.</translation>
    </message>
    <message>
        <source>A new code for {place}: {code}. Send it to your friend: they join with it and take their seat back.</source>
        <translation>&apos;n Nuwe kode vir {place}: {code}. Stuur dit vir jou vriend: hulle sluit daarmee aan en neem hul sitplek terug.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: reconnecting…</source>
        <translation>{name} se verbinding is verbreek: herkoppel…</translation>
    </message>
    <message>
        <source>{name} is connected again.</source>
        <translation>{name} is weer gekoppel.</translation>
    </message>
    <message>
        <source>Your table over the internet</source>
        <translation>Jou tafel oor die internet</translation>
    </message>
    <message>
        <source>{place}: {code}</source>
        <translation>{place}: {code}</translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation>Jou tafel: {address} · kode {code}</translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation>{table} by {address}</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>Tafel by {address}</translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation>Almal wat aangesluit het, moet eers gereed wees.</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Die wedstryd begin.</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>Sluit aan by die tafel by {address}…</translation>
    </message>
    <message>
        <source>Looking for your host over the internet…</source>
        <translation>Soek jou gasheer oor die internet…</translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation>Kon nie by die tafel aansluit nie: {reason}</translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation>Jy is by {table} as {name}.</translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation>Jy is by die tafel as {name}.</translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation>Die wedstryd gaan voort waar dit gestaan het.</translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation>Jy is terug in die wedstryd.</translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation>Jy sluit aan by die wedstryd wat reeds aan die gang is.</translation>
    </message>
    <message>
        <source>Connection dropped: reconnecting…</source>
        <translation>Verbinding verbreek: koppel weer…</translation>
    </message>
    <message>
        <source>{table} over the internet</source>
        <translation>{table} oor die internet</translation>
    </message>
    <message>
        <source>A table over the internet</source>
        <translation>&apos;n Tafel oor die internet</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Een frase per sekonde, asseblief.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Die verbinding met die tafel is verbreek ({reason}).</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Verlaat die ta&amp;fel</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Sluit die tafel</translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation>Sluit die tafel? {friends} sal weggestuur word.</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Hou dit oop</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>&amp;You (South)</source>
        <translation>&amp;Jy (Suid)</translation>
    </message>
    <message>
        <source>Ri&amp;ght (East)</source>
        <translation>Regs (&amp;Oos)</translation>
    </message>
    <message>
        <source>&amp;Partner (North)</source>
        <translation>&amp;Maat (Noord)</translation>
    </message>
    <message>
        <source>&amp;Left (West)</source>
        <translation>&amp;Links (Wes)</translation>
    </message>
    <message>
        <source>&amp;You</source>
        <translation>J&amp;y</translation>
    </message>
    <message>
        <source>O&amp;pponent</source>
        <translation>&amp;Teenstander</translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation>Naam: {seat}</translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation>Vlak: {seat}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nuwe wedstryd</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Vlak</translation>
    </message>
    <message>
        <source>R&amp;ules (Trinidad defaults first)</source>
        <translation>&amp;Reëls (Trinidad se verstekke eerste)</translation>
    </message>
    <message>
        <source>&amp;House rules (off by default)</source>
        <translation>&amp;Huisreëls (by verstek af)</translation>
    </message>
    <message>
        <source>&amp;Trinidad defaults</source>
        <translation>Trinidad se &amp;verstekke</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Deel</translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation>Let wel: {notices}</translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation>Let wel</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>Wys &amp;gids</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation>Mooi gespeel, maat</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Goed gespeel</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Jammer</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>Maak gou!</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Dankie</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Goeie wedstryd</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>to stand</source>
        <translation>om te staan</translation>
    </message>
    <message>
        <source>to beg</source>
        <translation>om te smeek</translation>
    </message>
    <message>
        <source>to say “take one”</source>
        <translation>om “neem een” te sê</translation>
    </message>
    <message>
        <source>to run the pack</source>
        <translation>om die pak te loop</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a mistake. The cards you could not see are dealt again: choose again.</source>
        <translation>Oefening: in die wedstryd was jou keuse hier {choice}, ’n fout. Die kaarte wat jy nie kon sien nie, word weer uitgedeel: kies weer.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a blunder. The cards you could not see are dealt again: choose again.</source>
        <translation>Oefening: in die wedstryd was jou keuse hier {choice}, ’n flater. Die kaarte wat jy nie kon sien nie, word weer uitgedeel: kies weer.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here. The cards you could not see are dealt again: choose again.</source>
        <translation>Oefening: in die wedstryd was jou keuse hier {choice}. Die kaarte wat jy nie kon sien nie, word weer uitgedeel: kies weer.</translation>
    </message>
    <message>
        <source>The best choice: you chose {choice}.</source>
        <translation>Die beste keuse: jou keuse was {choice}.</translation>
    </message>
    <message>
        <source>As good as the best: you chose {choice}, and the best, {best}, wins no more often, within the estimate&apos;s error.</source>
        <translation>So goed soos die beste: jou keuse was {choice}, en die beste, {best}, wen nie meer dikwels nie, binne die skatting se foutmarge.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, an inaccuracy. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Nie so goed soos die beste nie: jou keuse was {choice}, ’n onakkuraatheid. Die beste was {best}: jou kans om die wedstryd te wen, daal met ongeveer {points} uit 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a mistake. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Nie so goed soos die beste nie: jou keuse was {choice}, ’n fout. Die beste was {best}: jou kans om die wedstryd te wen, daal met ongeveer {points} uit 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a blunder. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Nie so goed soos die beste nie: jou keuse was {choice}, ’n flater. Die beste was {best}: jou kans om die wedstryd te wen, daal met ongeveer {points} uit 100.</translation>
    </message>
    <message>
        <source>Your choice could not be judged: {problem}.</source>
        <translation>Jou keuse kon nie beoordeel word nie: {problem}.</translation>
    </message>
    <message>
        <source>Leave the shared table first: practice is played at your own table.</source>
        <translation>Verlaat eers die gedeelde tafel: oefening word by jou eie tafel gespeel.</translation>
    </message>
    <message>
        <source>This decision cannot be practised: {problem}.</source>
        <translation>Hierdie besluit kan nie geoefen word nie: {problem}.</translation>
    </message>
    <message>
        <source>Weighing your choice against the best…</source>
        <translation>Weeg jou keuse teen die beste op…</translation>
    </message>
    <message>
        <source>Try &amp;another</source>
        <translation>Probeer ’n a&amp;nder</translation>
    </message>
    <message>
        <source>Another mistake to practise (or this one, dealt again)</source>
        <translation>Nog ’n fout om te oefen (of hierdie een, opnuut uitgedeel)</translation>
    </message>
    <message>
        <source>&amp;Back to the review</source>
        <translation>&amp;Terug na die terugblik</translation>
    </message>
    <message>
        <source>Leave practice and see the hand again</source>
        <translation>Verlaat die oefening en sien die rondte weer</translation>
    </message>
    <message>
        <source>Your analysed hands could not be read: {problem}.</source>
        <translation>Jou ontlede rondtes kon nie gelees word nie: {problem}.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>dit is groter as {size} MB</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>dit is groter as {size} KB</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>{name} is nie &apos;n getal wat JSON toelaat nie</translation>
    </message>
    <message>
        <source>it has a number with more than 100 digits</source>
        <translation>dit het &apos;n getal met meer as 100 syfers</translation>
    </message>
    <message>
        <source>it has NUL bytes in it: it is not a text file</source>
        <translation>dit het NUL-grepe in: dit is nie &apos;n tekslêer nie</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>dit is nie UTF-8-teks nie</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>dit is meer as {depth} vlakke diep genestel</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>dit is nie JSON nie (reël {line}, kolom {column})</translation>
    </message>
    <message>
        <source>it is nested too deep</source>
        <translation>dit is te diep genestel</translation>
    </message>
    <message>
        <source>the file holds no hand record (a JSON object)</source>
        <translation>die lêer bevat geen rondterekord nie (&apos;n JSON-objek)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>dit is nie &apos;n gewone lêer nie</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die skyf is vol</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>toestemming is geweier</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing</source>
        <translation>die skyf het &apos;n lees- of skryffout gemeld</translation>
    </message>
    <message>
        <source>the other computer cannot be reached</source>
        <translation>die ander rekenaar kan nie bereik word nie</translation>
    </message>
    <message>
        <source>the connection was broken off</source>
        <translation>die verbinding is verbreek</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>die skyf is leesalleen</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>die lêer of gids bestaan nie</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>&apos;n deel van sy pad is nie &apos;n gids nie</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>dit is &apos;n gids, nie &apos;n lêer nie</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>&apos;n lêer met daardie naam bestaan reeds</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>die naam is te lank</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>te veel lêers is oop</translation>
    </message>
    <message>
        <source>the port is already in use</source>
        <translation>die poort is reeds in gebruik</translation>
    </message>
    <message>
        <source>that address is not one of this computer&apos;s</source>
        <translation>daardie adres behoort nie aan hierdie rekenaar nie</translation>
    </message>
    <message>
        <source>the other computer refused the connection</source>
        <translation>die ander rekenaar het die verbinding geweier</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>daar was nie betyds &apos;n antwoord nie</translation>
    </message>
    <message>
        <source>the address could not be found</source>
        <translation>die adres kon nie gevind word nie</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>daar is nie genoeg geheue nie</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>dit is nie teks nie</translation>
    </message>
    <message>
        <source>it was written by a newer version of All Fours</source>
        <translation>dit is deur &apos;n nuwer weergawe van All Fours geskryf</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>&apos;n ander program gebruik die lêer</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die lêer is beskadig</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die lêer is leesalleen</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>die lêer kan nie oopgemaak word nie</translation>
    </message>
    <message>
        <source>it is not valid JSON at line {line}</source>
        <translation>dit is nie geldige JSON nie (reël {line})</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation>Jou beurt</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Jou besluit</translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation>{name} kies hoe om te deel…</translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation>{name} besluit: staan of smeek…</translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation>{name} besluit: neem een of loop die pak…</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>{name} is aan die beurt…</translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation>Jou kaarte bly toegedraai totdat die smeek afgehandel is: net {first} (eerste hand) en {dealer} (die gewer) kyk voor dan na hulle s&apos;n.</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation>{name} se rekenaarspeler het misluk ({problem}); &apos;n veilige skuif is vir {name} gespeel en die wedstryd gaan voort.</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Oeps!</translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation>Jou {card} is opgeroep: jy moet dit nou speel.</translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation>Jou beurt: klik op &apos;n gelighte kaart, of druk sy syfertoets (of die pyltjies en Enter).</translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation>&amp;Een vir een</translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation>Ses keer een kaart vir elkeen</translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation>In &amp;drieë</translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation>Twee keer drie kaarte vir elkeen</translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation>Jy deel eerste. Hoe sal jy die hele wedstryd lank deel?</translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation>Jy het die hoogste kaart gesny: jy deel eerste.</translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation>Die omdraaikaart is {card}. Staan met {suit} as troef, of smeek?</translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation>Die omdraaikaart is {card}. Jy hou geen {suit} nie, dus mag jy nie staan nie: jy moet smeek.</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>&amp;Staan</translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation>Speel met hierdie troef</translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation>Ek s&amp;meek</translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation>Vra {dealer} om &quot;neem een&quot; te sê of die pak te loop</translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation>&amp;Neem een</translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation>Een punt vir {side}; {suit} bly troef</translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation>&amp;Loop die pak</translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation>Nog drie kaarte elk en &apos;n nuwe omdraaikaart</translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation>{name} smeek. Sê &quot;Neem een&quot; (een punt vir {side}; {suit} bly troef), of loop die pak?</translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation>{name} smeek. {why}</translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>Nog geen slag is in hierdie rondte gewen nie.</translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation>Slag {number}: Jy het dit gevat</translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation>Slag {number}: {name} het dit gevat</translation>
    </message>
    <message>
        <source>{name}, {card}</source>
        <translation>{name}, {card}</translation>
    </message>
    <message>
        <source>Tab goes back to the question.</source>
        <translation>Tab gaan terug na die vraag.</translation>
    </message>
    <message>
        <source>Tab goes back to the summary.</source>
        <translation>Tab gaan terug na die opsomming.</translation>
    </message>
    <message>
        <source>First answer the question: Tab goes back to it.</source>
        <translation>Beantwoord eers die vraag: Tab gaan terug daarheen.</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation>Daar is nou geen besluit van jou waaroor &apos;n wenk gegee kan word nie.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Dink aan &apos;n wenk…</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>G&amp;oed</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Kans&amp;elleer</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Maak toe</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ontdoen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Herdoen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Knip</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>K&amp;opieer</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Plak</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Skrap</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Kies alles</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Goed</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselleer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Maak toe</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>it is your only legal card</source>
        <translation>dit is jou enigste geldige kaart</translation>
    </message>
    <message>
        <source>the jack goes on it: the Jack point for your side</source>
        <translation>die boer gaan daarop: die Boer-punt vir jou span</translation>
    </message>
    <message>
        <source>it wins the trick for your side: no opponent still to play can beat it</source>
        <translation>dit wen die slag vir jou span: geen teenstander wat nog moet speel, kan dit klop nie</translation>
    </message>
    <message>
        <source>it hangs their jack</source>
        <translation>dit hang hulle boer</translation>
    </message>
    <message>
        <source>your jack is safe: the Jack point goes to your side</source>
        <translation>jou boer is veilig: die Boer-punt gaan na jou span</translation>
    </message>
    <message>
        <source>the Jack point goes to your side</source>
        <translation>die Boer-punt gaan na jou span</translation>
    </message>
    <message>
        <source>it goes over partner&apos;s card</source>
        <translation>dit gaan oor jou maat se kaart</translation>
    </message>
    <message>
        <source>no card of yours can win this trick</source>
        <translation>geen kaart van jou kan hierdie slag wen nie</translation>
    </message>
    <message>
        <source>it keeps {card}, which could take the trick, for later</source>
        <translation>dit hou {card}, wat die slag kan neem, vir later</translation>
    </message>
    <message>
        <source>leading trumps draws any the other side holds</source>
        <translation>as jy troewe lei, trek dit enige troewe uit wat die ander span hou</translation>
    </message>
    <message>
        <source>the jack of trumps is still out and may fall under it</source>
        <translation>die troefboer is nog uit en kan daaronder val</translation>
    </message>
    <message>
        <source>the other side has no trumps left</source>
        <translation>die ander span het geen troewe oor nie</translation>
    </message>
    <message>
        <source>partner has no {suit} left and may trump it</source>
        <translation>jou maat het geen {suit} oor nie en kan dit troef</translation>
    </message>
    <message>
        <source>it leads low and keeps {card}</source>
        <translation>dit lei laag en hou {card}</translation>
    </message>
    <message>
        <source>it is worth nothing for Game</source>
        <translation>dit is niks werd vir Spel nie</translation>
    </message>
    <message>
        <source>it keeps {card} for later</source>
        <translation>dit hou {card} vir later</translation>
    </message>
    <message>
        <source>it spends {card} on a trick partner was sure to win</source>
        <translation>dit bestee {card} aan &apos;n slag wat jou maat seker sou wen</translation>
    </message>
    <message>
        <source>a higher trump is still out and may hang your jack</source>
        <translation>&apos;n hoër troef is nog uit en kan jou boer hang</translation>
    </message>
    <message>
        <source>it keeps your jack back while a higher trump is still out</source>
        <translation>dit hou jou boer terug terwyl &apos;n hoër troef nog uit is</translation>
    </message>
    <message>
        <source>it keeps {card} to catch their jack, still out</source>
        <translation>dit hou {card} om hulle boer, wat nog uit is, te vang</translation>
    </message>
    <message>
        <source>it spends {card}, which could catch their jack, still out</source>
        <translation>dit bestee {card}, wat hulle boer, wat nog uit is, kon vang</translation>
    </message>
    <message>
        <source>it takes {card} for your side</source>
        <translation>dit vat {card} vir jou kant</translation>
    </message>
    <message>
        <source>it leaves {card} to the other side</source>
        <translation>dit laat {card} vir die ander kant</translation>
    </message>
    <message>
        <source>partner is still to play and may win the trick</source>
        <translation>jou maat moet nog speel en kan die slag wen</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your right is still to play</source>
        <translation>jou maat wen tot dusver, maar die speler regs van jou moet nog speel</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your left is still to play</source>
        <translation>jou maat wen tot dusver, maar die speler links van jou moet nog speel</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your right is still to play</source>
        <translation>dit neem die voortou in die slag, al moet die speler regs van jou nog speel</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your left is still to play</source>
        <translation>dit neem die voortou in die slag, al moet die speler links van jou nog speel</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though your opponent is still to play</source>
        <translation>dit neem die voortou in die slag, al moet jou teenstander nog speel</translation>
    </message>
    <message>
        <source>the player on your right is still to play and may beat it</source>
        <translation>die speler regs van jou moet nog speel en kan dit klop</translation>
    </message>
    <message>
        <source>the player on your left is still to play and may beat it</source>
        <translation>die speler links van jou moet nog speel en kan dit klop</translation>
    </message>
    <message>
        <source>your opponent is still to play and may beat it</source>
        <translation>jou teenstander moet nog speel en kan dit klop</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left</source>
        <translation>die speler regs van jou het geen {suit} oor nie</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left</source>
        <translation>die speler links van jou het geen {suit} oor nie</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left</source>
        <translation>jou teenstander het geen {suit} oor nie</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your right, and only partner can still take the trick</source>
        <translation>jou boer kan gehang word: {card}, gespeel deur die speler regs van jou, klop dit, en net jou maat kan die slag nog vat</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your left, and only partner can still take the trick</source>
        <translation>jou boer kan gehang word: {card}, gespeel deur die speler links van jou, klop dit, en net jou maat kan die slag nog vat</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your right: the Jack point goes to their side</source>
        <translation>jou boer val onder {card}, gespeel deur die speler regs van jou: die Boer-punt gaan na hulle span</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your left: the Jack point goes to their side</source>
        <translation>jou boer val onder {card}, gespeel deur die speler links van jou: die Boer-punt gaan na hulle span</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by your opponent: the Jack point goes to their side</source>
        <translation>jou boer val onder {card}, gespeel deur jou teenstander: die Boer-punt gaan na hulle kant</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and may trump it</source>
        <translation>die speler regs van jou het geen {suit} oor nie en kan dit troef</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and may trump it</source>
        <translation>die speler links van jou het geen {suit} oor nie en kan dit troef</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and may trump it</source>
        <translation>jou teenstander het geen {suit} oor nie en kan dit troef</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>die speler regs van jou het geen {suit} oor nie en hou {card} (oopgelê) om dit te troef</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>die speler links van jou het geen {suit} oor nie en hou {card} (oopgelê) om dit te troef</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>jou teenstander het geen {suit} oor nie en hou {card} (oopgelê) om dit te troef</translation>
    </message>
    <message>
        <source>it adds 1 point to your side&apos;s count for Game</source>
        <translation>dit voeg 1 punt by jou span se telling vir Spel</translation>
    </message>
    <message>
        <source>1 point for Game</source>
        <translation>1 punt vir Spel</translation>
    </message>
    <message>
        <source>it puts 1 more point on the trick</source>
        <translation>dit sit nog 1 punt op die slag</translation>
    </message>
    <message>
        <source>it gives up 1 point</source>
        <translation>dit gee 1 punt prys</translation>
    </message>
    <message>
        <source>it brings 1 point for Game if your side takes the trick</source>
        <translation>dit bring 1 punt vir Spel as jou span die slag neem</translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your right: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jou boer val onder {card}, gespeel deur die speler regs van jou: Hangboer, %n punt vir hulle span</numerusform>
            <numerusform>jou boer val onder {card}, gespeel deur die speler regs van jou: Hangboer, %n punte vir hulle span</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your left: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jou boer val onder {card}, gespeel deur die speler links van jou: Hangboer, %n punt vir hulle span</numerusform>
            <numerusform>jou boer val onder {card}, gespeel deur die speler links van jou: Hangboer, %n punte vir hulle span</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by your opponent: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>jou boer val onder {card}, gespeel deur jou teenstander: Hangboer, %n punt vir hulle kant</numerusform>
            <numerusform>jou boer val onder {card}, gespeel deur jou teenstander: Hangboer, %n punte vir hulle kant</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold no {suit}, the trump suit</source>
        <translation>jy hou geen {suit}, die troefkleur, nie</translation>
    </message>
    <message>
        <source>you hold one trump ({suit})</source>
        <translation>jy hou een troef ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n trumps ({suit})</source>
        <translation>
            <numerusform>jy hou %n troef ({suit})</numerusform>
            <numerusform>jy hou %n troewe ({suit})</numerusform>
        </translation>
    </message>
    <message>
        <source>your side needs {ours}, theirs {theirs}</source>
        <translation>jou span het {ours} nodig, hulle s&apos;n {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>it adds %n points to your side&apos;s count for Game</source>
        <translation>
            <numerusform>dit voeg %n punt by jou span se telling vir Spel</numerusform>
            <numerusform>dit voeg %n punte by jou span se telling vir Spel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points for Game</source>
        <translation>
            <numerusform>%n punt vir Spel</numerusform>
            <numerusform>%n punte vir Spel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it puts %n more points on the trick</source>
        <translation>
            <numerusform>dit sit nog %n punt op die slag</numerusform>
            <numerusform>dit sit nog %n punte op die slag</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it gives up %n points</source>
        <translation>
            <numerusform>dit gee %n punt prys</numerusform>
            <numerusform>dit gee %n punte prys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it brings %n points for Game if your side takes the trick</source>
        <translation>
            <numerusform>dit bring %n punt vir Spel as jou span die slag neem</numerusform>
            <numerusform>dit bring %n punte vir Spel as jou span die slag neem</numerusform>
        </translation>
    </message>
    <message>
        <source>partner&apos;s {rank} is sure to win the trick</source>
        <translation>jou maat se {rank} wen die slag beslis</translation>
    </message>
    <message>
        <source>partner&apos;s {rank} of trumps is sure to win the trick</source>
        <translation>jou maat se {rank} van troewe wen die slag beslis</translation>
    </message>
    <message>
        <source>it is the best trump left</source>
        <translation>dit is die hoogste troef wat oor is</translation>
    </message>
    <message>
        <source>it is the best club left</source>
        <translation>dit is die hoogste klawer wat oor is</translation>
    </message>
    <message>
        <source>it is the best diamond left</source>
        <translation>dit is die hoogste ruiten wat oor is</translation>
    </message>
    <message>
        <source>it is the best heart left</source>
        <translation>dit is die hoogste hart wat oor is</translation>
    </message>
    <message>
        <source>it is the best spade left</source>
        <translation>dit is die hoogste skoppen wat oor is</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for {card}</source>
        <translation>die soektog gee dit {chance} om die wedstryd te wen, teenoor {other_chance} vir {card}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for standing</source>
        <translation>die soektog gee dit {chance} om die wedstryd te wen, teenoor {other_chance} as jy staan</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for begging</source>
        <translation>die soektog gee dit {chance} om die wedstryd te wen, teenoor {other_chance} as jy smeek</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for giving one</source>
        <translation>die soektog gee dit {chance} om die wedstryd te wen, teenoor {other_chance} as jy een gee</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for running the pack</source>
        <translation>die soektog gee dit {chance} om die wedstryd te wen, teenoor {other_chance} as jy die pak loop</translation>
    </message>
    <message>
        <source>the search rates it as high as playing {card} ({chance})</source>
        <translation>die soektog skat dit net so hoog as om {card} te speel ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as standing ({chance})</source>
        <translation>die soektog skat dit net so hoog as om te staan ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as begging ({chance})</source>
        <translation>die soektog skat dit net so hoog as om te smeek ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as giving one ({chance})</source>
        <translation>die soektog skat dit net so hoog as om een te gee ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as running the pack ({chance})</source>
        <translation>die soektog skat dit net so hoog as om die pak te loop ({chance})</translation>
    </message>
    <message>
        <source>it is as good as playing {card} at {other_chance}, within the search&apos;s error, and the hint prefers it because the rules of thumb choose it</source>
        <translation>dit is net so goed as om {card} te speel teen {other_chance}, binne die soektog se fout, en die wenk verkies dit omdat die gewone reëls dit kies</translation>
    </message>
    <message>
        <source>no trump to stand on: the rules say beg</source>
        <translation>geen troef om op te staan nie: die reëls sê smeek</translation>
    </message>
    <message>
        <source>one point from the game: beg (a gift wins it)</source>
        <translation>een punt van die wedstryd af: smeek (&apos;n geskenk wen dit)</translation>
    </message>
    <message>
        <source>the dealer&apos;s side is near the game: no new kick for them</source>
        <translation>die gewer se span is naby die wedstryd: geen nuwe omdraaikaart vir hulle nie</translation>
    </message>
    <message>
        <source>your trumps are strong enough to play: stand</source>
        <translation>jou troewe is sterk genoeg om te speel: staan</translation>
    </message>
    <message>
        <source>too little in trumps: beg for a point or a new kick</source>
        <translation>te min troewe: smeek vir &apos;n punt of &apos;n nuwe omdraaikaart</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>die enigste keuse</translation>
    </message>
    <message>
        <source>giving one would lose the game: run the pack</source>
        <translation>om een te gee sal die wedstryd verloor: loop die pak</translation>
    </message>
    <message>
        <source>near the game: run the pack for a kick</source>
        <translation>naby die wedstryd: loop die pak vir &apos;n omdraaikaart</translation>
    </message>
    <message>
        <source>this trump suits your hand: keep it and give one</source>
        <translation>hierdie troef pas jou hand: hou dit en gee een</translation>
    </message>
    <message>
        <source>you are weak in this trump: run the pack for a new kick</source>
        <translation>jy is swak in hierdie troef: loop die pak vir &apos;n nuwe omdraaikaart</translation>
    </message>
    <message>
        <source>giving one is not played: run the pack</source>
        <translation>een gee word nie hier gespeel nie: loop die pak</translation>
    </message>
    <message>
        <source>giving one is barred at the brink: run the pack</source>
        <translation>een gee is op die rand van die wedstryd verbied: loop die pak</translation>
    </message>
    <message>
        <source>no trump to give one on: the rules say run the pack</source>
        <translation>geen troef om een op te gee nie: die reëls sê loop die pak</translation>
    </message>
    <message>
        <source>enough trumps, roughly</source>
        <translation>genoeg troewe, min of meer</translation>
    </message>
    <message>
        <source>few trumps: beg</source>
        <translation>min troewe: smeek</translation>
    </message>
    <message>
        <source>likes the trump</source>
        <translation>hou van die troef</translation>
    </message>
    <message>
        <source>dislikes the trump: run</source>
        <translation>hou nie van die troef nie: loop die pak</translation>
    </message>
    <message>
        <source>{card} (trumps)</source>
        <translation>{card} (troef)</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between two parts of a hint&apos;s reason</comment>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>That is not this table&apos;s code: check it with the host.</source>
        <translation>Dit is nie hierdie tafel se kode nie: kyk dit na by die gasheer.</translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation>Daardie sitplek is nie oop vir mense nie: die gasheer het dit aan &apos;n rekenaar gegee.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation>Iemand anders het daardie sitplek ingeneem: kies &apos;n ander een.</translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation>Daardie sitplek word gehou vir die vriend wat in hierdie wedstryd daar gesit het: net hulle kan dit terugneem, of die gasheer kan dit aan jou gee.</translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation>Daardie sitplek is reeds gekoppel (uit &apos;n ander venster?).</translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation>Daardie sitplek is nog nie ingeneem nie: sluit daarby aan sonder &apos;n teken.</translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation>Die tafel het nie daardie sitplek nie.</translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation>Daar is nie so &apos;n sitplek by &apos;n tafel vir {count} spelers nie.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die wedstryd is verby.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Die rondte is verby.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation>Dit is {other} se beurt, nie joune nie.</translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation>Dit is jou beurt, nie {seat} s&apos;n nie.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation>Dit is {other} se beurt, nie {seat} s&apos;n nie.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>Dit is jou beurt.</translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation>Jy moet eers staan of smeek.</translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation>{seat} moet eers staan of smeek.</translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>Jy moet die smeek beantwoord: &quot;neem een&quot; of die pak loop.</translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>{seat} moet die smeek beantwoord: &quot;neem een&quot; of die pak loop.</translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation>Jy moet &apos;n kaart speel.</translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation>{seat} moet &apos;n kaart speel.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation>&quot;Neem een&quot; sou die smekers die wedstryd laat wen: jy moet die pak loop.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation>&quot;Neem een&quot; sou die smekers die wedstryd laat wen: {seat} moet die pak loop.</translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation>Een gee word nie hier gespeel nie: jy moet die pak loop.</translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation>Een gee word nie hier gespeel nie: {seat} moet die pak loop.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation>Jy hou geen troef nie, dus mag jy nie een gee nie: loop die pak.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation>{seat} hou geen troef nie, dus mag {seat} nie een gee nie: loop die pak.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation>Jy hou geen troef nie, dus mag jy nie staan nie: smeek.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation>{seat} hou geen troef nie, dus mag {seat} nie staan nie: smeek.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Jy hou nie {card} nie.</translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation>{seat} hou nie {card} nie.</translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation>Jy moet die opgeroepte kaart speel, {card}.</translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation>{seat} moet die opgeroepte kaart speel, {card}.</translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation>Jy hou troewe; {suit} is gelei, speel dus &apos;n troef.</translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation>{seat} hou troewe; {suit} is gelei, speel dus &apos;n troef.</translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation>Jy mag nie {card} ondertroef terwyl jy ander kleure hou nie.</translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation>{seat} mag nie {card} ondertroef terwyl ander kleure gehou word nie.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation>Jy hou {suit}: volg kleur of troef.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation>{seat} hou {suit}: volg kleur of troef.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit.</source>
        <translation>Jy hou {suit}: volg kleur.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit.</source>
        <translation>{seat} hou {suit}: volg kleur.</translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation>Jy het geen {suit} nie maar hou troewe, dus moet jy troef.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation>{seat} het geen {suit} nie maar hou troewe, dus moet {seat} troef.</translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation>Jy het getroef terwyl jy {suit} gehou het, dus moet jy {suit} of &apos;n troef lei.</translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation>{seat} het getroef terwyl {suit} gehou is, dus moet {seat} {suit} of &apos;n troef lei.</translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation>Die straf vir gewysde kaarte is af: kaarte buite beurt word geweier.</translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation>Kaarte kan net tydens die spel gewys en opgeroep word.</translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation>Dit is jou beurt: speel eerder die kaart.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation>Dit is {seat} se beurt: speel eerder die kaart.</translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation>{card} is reeds gewys.</translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>Jy kan nie {other} se kaart oproep nie: net teenstanders mag oproep.</translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation>{seat} kan nie jou kaart oproep nie: net teenstanders mag oproep.</translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>{seat} kan nie {other} se kaart oproep nie: net teenstanders mag oproep.</translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation>Jy kan nie jou eie kaart oproep nie: net teenstanders mag oproep.</translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation>{card} is reeds opgeroep.</translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation>Jy het nie {card} gewys nie.</translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation>{other} het nie {card} gewys nie.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation>{card} is nou nie &apos;n geldige kaart vir jou nie.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation>{card} is nou nie &apos;n geldige kaart vir {other} nie.</translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation>Die sny vir die eerste gewer is reeds gedoen.</translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation>Die manier van deel word een keer gekies, deur die eerste gewer.</translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation>Jy deel eerste en kies hoe om te deel.</translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation>{other} deel eerste en kies hoe om te deel.</translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation>Deel een vir een of in drieë, nie {detail} nie.</translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation>&apos;n Rondte kan net tussen rondtes gedeel word.</translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Geen rondte word gespeel nie.</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>Nog geen rondte is gedeel nie.</translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation>{detail} is nie &apos;n besluit nie.</translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation>Jy het vir {other} geantwoord.</translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation>{seat} het vir jou geantwoord.</translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation>{seat} het vir {other} geantwoord.</translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation>Jy het vir jouself geantwoord.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation>Uitvoer is beskikbaar sodra die rondte verby is.</translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation>Hierdie rondte word nog gespeel: jy sien dit soos jy dit by die tafel gesien het. Uitvoer is beskikbaar sodra die rondte verby is.</translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation>Omdraaikaart: {points} vir {side}.</translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation>Smeek (neem een): {points} vir {side}.</translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation>Hoog: {points} vir {side}.</translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation>Laag: {points} vir {side}.</translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation>Boer: {points} vir {side}.</translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation>Hangboer: {points} vir {side}.</translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation>Spel: {points} vir {side}.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation>Die rondte is nie in {path} gestoor nie: die skyf is vol.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Die rondte is nie in {path} gestoor nie: daar kan nie na die gids geskryf word nie (dit is leesalleen, of nie joune nie).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation>Die rondte is nie in {path} gestoor nie: die gids bestaan nie.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation>Die rondte is nie in {path} gestoor nie: {reason}.</translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation>Die pak het droog geloop en is weer gedeel.</translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation>Die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation>Die omdraaikaart is {card} (ná {earlier}).</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>Wedstryd tot</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>Die telling wat &apos;n span moet bereik om die wedstryd te wen.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 punte</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 punte</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 punte</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 punte</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 punte</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>tot {value}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>Vier in twee spanne van maats, of een teen een.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>Vier spelers: jy en &apos;n maat</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>Twee spelers: een teen een</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>{value} spelers</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>Omdraaikaart tel</translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation>Wat die gewer se span kry vir die kaart wat as omdraaikaart omgedraai word.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trinidad: aas 1, ses 2, boer 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobago: aas 1, twee 2, boer 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>Tobago-omdraaikaarte</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>Hangboer</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>Of die troefboer meer tel vir die ander span as hulle dit vang.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>aan: punte vir die span wat dit hang</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>af: die boer tel 1 vir wie dit ook al wen</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>geen hangboer</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>Hangboer tel</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>Wat dit tel om die boer te hang.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 punte</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 punte (toernooispel)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>hangboer {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>Spel tel</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>Wat die span met meer kaartpunte vir Spel kry.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 punt</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 punte</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>Spel tel 2</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Gelyke Spel</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>Wie Spel kry as die kaartpunte gelyk is.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>niemand kry dit nie</translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation>die span sonder die gewer kry dit</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>gelyke Spel na nie-gewer</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>Neem een op die drumpel</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>Of die gewer een mag gee as dit die smekers die wedstryd sou laat wen.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>toegelaat</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>gewer moet die pak loop as dit die wedstryd sou beëindig</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>geen een gee op die drumpel nie</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>Sonder die uitgespeelde kleur</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>Wat &apos;n speler sonder die uitgespeelde kleur mag speel.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>speel enige kaart</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>moet troef indien moontlik</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>sonder kleur moet troef</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>Ondertroef</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>Of &apos;n laer troef gespeel mag word as een wat reeds in &apos;n slag van &apos;n gewone kleur lê.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>nie toegelaat nie, tensy jy net troewe hou</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>geen ondertroef</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>Kaarte buite beurt gewys</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>Of &apos;n kaart wat buite beurt gespeel is, oop bly sodat die teenstanders dit kan oproep.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>bly oop en mag opgeroep word</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>word eenvoudig geweier</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>geen straf vir gewysde kaarte</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Staan</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>Of eerste hand sonder &apos;n troef mag staan.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>met enige hand</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>net met &apos;n troef; anders smeek eerste hand</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>staan vra &apos;n troef</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Neem een</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>Of die gewer sonder &apos;n troef een mag gee.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>net met &apos;n troef; anders word die pak geloop</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>een gee vra &apos;n troef</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>Een gee</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>Of die gewer &apos;n smeek met een punt mag beantwoord.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>nooit: op &apos;n smeek word die pak altyd geloop</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>gee nooit een nie</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>Pak loop droog</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>Wat gebeur as die pak loop sonder dat &apos;n nuwe kleur omgedraai word.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>dieselfde gewer deel weer</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>draai die oorblywende kaarte as omdraaikaarte om tot &apos;n nuwe kleur</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>pak droog: omdraaikaarte</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>Troef en volg</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>Of troef terwyl jy die uitgespeelde kleur hou, jou volgende uitspeel bind.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>af</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>troef met die uitgespeelde kleur in die hand: lei volgende daardie kleur of &apos;n troef</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>troef en volg</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt; … &lt;b&gt;9&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;-&lt;/b&gt;, &lt;b&gt;=&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt; … &lt;b&gt;9&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;, &lt;b&gt;-&lt;/b&gt;, &lt;b&gt;=&lt;/b&gt;</translation>
    </message>
    <message>
        <source>play the 1st … 9th, 10th, 11th, 12th card of your hand, from the left</source>
        <translation>speel die 1ste … 9de, 10de, 11de, 12de kaart van jou hand, van links af</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, dan &lt;b&gt;Enter&lt;/b&gt; of &lt;b&gt;Spasie&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation>gaan na &apos;n speelbare kaart en speel dit</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; of &lt;b&gt;Spasie&lt;/b&gt;</translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation>beantwoord &apos;n vraag of &apos;n paneel met sy eerste knoppie (Staan, Neem een, Volgende rondte, Speel opnuut)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation>maak &apos;n verduideliking in die statusreël toe</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation>&lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation>wenk: wat die kenner sou doen, en hoekom</translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation>die vorige slag, oop (of wys na &apos;n gewonne stapel)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt;</translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation>neem jou laaste besluit van die rondte terug</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score history</source>
        <translation>tellinggeskiedenis</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nuwe wedstryd</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Wie die hoogste kaart sny, is die eerste gewer. Die gewer gee elkeen ses kaarte, een vir een of in drieë (een keer vir die hele wedstryd gekies), en begin by die speler regs (&lt;i&gt;eerste hand&lt;/i&gt;). Die volgende kaart word omgedraai: die &lt;b&gt;omdraaikaart&lt;/b&gt;. Sy kleur is troef. &apos;n Aas as omdraaikaart tel dadelik {ace} vir die gewer se span, &apos;n ses {six} en &apos;n boer {jack}.</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Wie die hoogste kaart sny, is die eerste gewer. Die gewer gee elkeen ses kaarte, een vir een of in drieë (een keer vir die hele wedstryd gekies), en begin by die speler regs (&lt;i&gt;eerste hand&lt;/i&gt;). Die volgende kaart word omgedraai: die &lt;b&gt;omdraaikaart&lt;/b&gt;. Sy kleur is troef. &apos;n Aas as omdraaikaart tel dadelik {ace} vir die gewer se span, &apos;n twee {two} en &apos;n boer {jack}.</translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation>Eerste hand kyk na hul kaarte en sê &lt;b&gt;&quot;Staan&quot;&lt;/b&gt; (speel met hierdie troef) of &lt;b&gt;&quot;Ek smeek&quot;&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation>In hierdie wedstryd mag eerste hand net staan met &apos;n troef in die hand (&apos;n kaart van die omdraaikaart se kleur); sonder een moet eerste hand smeek.</translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation>Op &apos;n smeek &lt;b&gt;loop die gewer altyd die pak&lt;/b&gt; (een gee word nooit in hierdie wedstryd gespeel nie): nog drie kaarte elk en &apos;n nuwe omdraaikaart.</translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation>Op &apos;n smeek sê die gewer óf &lt;b&gt;&quot;Neem een&quot;&lt;/b&gt; (die smekers kry &apos;n punt en troef bly) óf &lt;b&gt;loop die pak&lt;/b&gt;: nog drie kaarte elk en &apos;n nuwe omdraaikaart.</translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation>Die gewer mag net &quot;Neem een&quot; sê met &apos;n troef in die hand; sonder een word die pak geloop.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation>As die nuwe omdraaikaart dieselfde kleur is, loop die gewer weer die pak, totdat &apos;n nuwe kleur opkom; as die pak eers droog loop, draai die gewer die oorblywende kaarte een vir een as omdraaikaarte om (elkeen tel soos &apos;n omdraaikaart) totdat een van &apos;n nuwe kleur troef bepaal, sonder om verder te deel; net as geen een dit doen nie, skommel dieselfde gewer en deel weer.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation>As die nuwe omdraaikaart dieselfde kleur is, loop die gewer weer die pak, totdat &apos;n nuwe kleur opkom; as die pak eers droog loop, skommel dieselfde gewer en deel weer.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Eerste hand lei. As &apos;n gewone kleur gelei word, moet jy kleur volg &lt;b&gt;of troef&lt;/b&gt;; sonder die uitgespeelde kleur moet jy troef as jy kan, anders speel enigiets. As troef gelei word, moet jy &apos;n troef speel as jy kan. Die hoogste troef wen die slag, anders die hoogste kaart van die uitgespeelde kleur; die wenner lei volgende.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Eerste hand lei. As &apos;n gewone kleur gelei word, moet jy kleur volg &lt;b&gt;of troef&lt;/b&gt;; sonder die uitgespeelde kleur mag jy enige kaart speel. As troef gelei word, moet jy &apos;n troef speel as jy kan. Die hoogste troef wen die slag, anders die hoogste kaart van die uitgespeelde kleur; die wenner lei volgende.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation>&lt;b&gt;Troef en volg&lt;/b&gt;: as jy &apos;n slag van &apos;n gewone kleur troef terwyl jy daardie kleur nog hou, moet jy by jou volgende uitspeel daardie kleur of &apos;n troef lei.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation>&lt;b&gt;Boer&lt;/b&gt;: 1 vir die span wat die troefboer in &apos;n slag wen; hangboer is af: dit is altyd 1 punt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation>&lt;b&gt;Boer&lt;/b&gt;: 1 vir die span wat die troefboer in &apos;n slag wen; as die ander span dit vang, is dit &lt;b&gt;hangboer&lt;/b&gt;: 6 punte vir hulle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation>&lt;b&gt;Boer&lt;/b&gt;: 1 vir die span wat die troefboer in &apos;n slag wen; as die ander span dit vang, is dit &lt;b&gt;hangboer&lt;/b&gt;: 3 punte vir hulle.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation>&lt;b&gt;Spel&lt;/b&gt;: tel die gewonne kaarte: aas 4, koning 3, koningin 2, boer 1, tien 10. Die hoër totaal kry 1 punt. Gelykop tel niks.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Spel&lt;/b&gt;: tel die gewonne kaarte: aas 4, koning 3, koningin 2, boer 1, tien 10. Die hoër totaal kry 1 punt. Gelykop gaan na die span sonder die gewer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation>&lt;b&gt;Spel&lt;/b&gt;: tel die gewonne kaarte: aas 4, koning 3, koningin 2, boer 1, tien 10. Die hoër totaal kry 2 punte. Gelykop tel niks.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Spel&lt;/b&gt;: tel die gewonne kaarte: aas 4, koning 3, koningin 2, boer 1, tien 10. Die hoër totaal kry 2 punte. Gelykop gaan na die span sonder die gewer.</translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation>&lt;b&gt;Hoog&lt;/b&gt;: 1 vir die span wat die hoogste troef gekry het.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation>&lt;b&gt;Laag&lt;/b&gt;: 1 vir die span wat die laagste troef gekry het (wie dit ook al wen).</translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation>All Fours, soos in Trinidad</translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation>Vier spelers in twee spanne, maats oorkant mekaar (of een teen een). Deel en spel gaan na &lt;b&gt;regs&lt;/b&gt;. &apos;n Volle pak van 52 kaarte; aas is hoog.</translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation>Die eerste span wat &lt;b&gt;{target}&lt;/b&gt; bereik, wen dadelik, selfs middel-in die telling of op &apos;n omdraaikaart.</translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation>Die deel en die omdraaikaart</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Staan of smeek</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Die spel</translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation>Telling, in hierdie volgorde</translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation>Hierdie wedstryd se opsies</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetse</translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation>Reëls van All Fours</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation>Rondte {number} · tot {target}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Wedstryd tot {target}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation>Kaartpunte {us} – {them}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation>Nog geen rondte is klaar nie. Die eerste span wat {target} bereik, wen.</translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation>Ná rondte {number}: {us} {our_score}, {them} {their_score}. Die eerste span wat {target} bereik, wen.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rondte</translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation>{target} om te wen</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation>Jou wedstrydgeskiedenis kan weer geskryf word: hierdie wedstryd is gestoor, met elke besluit wat geneem is terwyl dit nie kon nie.</translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation>Hierdie wedstryd kan nou nie gestoor word nie: {problem}. Speel voort: elke besluit word gehou en geskryf sodra die geskiedenis dit aanvaar.</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Die rondte is verby: daar is niks om terug te neem nie.</translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation>Jy het nog geen besluit in hierdie rondte geneem nie.</translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation>Die slotlêer {file} in {folder} kon nie gelees of uit die pad geskuif word nie ({problem}); sy wedstryd kan nie gespeel word voordat daardie lêer verwyder is nie.</translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation>Die slotlêer van &apos;n wedstryd wat aan die gang is ({file}) kon nie gelees word nie; dit is as {kept} gehou, en die wedstryd kan weer gespeel word.</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Staan</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Smeek</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Neem een</translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation>Loop die pak</translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation>Geen wenk beskikbaar nie: {problem}</translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation>Deel in drieë: die gewone manier in Trinidad, en vinniger. Een vir een of in drieë, die kaarte is albei maniere ewe lukraak.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Speel {card}</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation>{advice} ({chance} om die wedstryd te wen): {why}.</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation>{advice} ({chance} om die wedstryd te wen).</translation>
    </message>
    <message>
        <source>{advice}: {why}.</source>
        <translation>{advice}: {why}.</translation>
    </message>
    <message>
        <source>{advice}.</source>
        <translation>{advice}.</translation>
    </message>
    <message>
        <source>of all the ways the cards you cannot see may lie, this does best</source>
        <translation>van al die maniere waarop die kaarte wat jy nie kan sien nie kan lê, doen dit die beste</translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation>dit sit nog vas by &apos;n vroeëre besluit</translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation>geen antwoord binne {seconds} s nie</translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation>dit het &apos;n ongeldige skuif gekies ({reason})</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Wag vir jou beurt: {name} moet speel.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation>is nie teks nie</translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation>is nie {kind} nie ({listed} of {last})</translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation>is nie &apos;n taal nie ({codes}, of niks vir die stelsel s&apos;n)</translation>
    </message>
    <message>
        <source>a card back</source>
        <translation>&apos;n kaartrug</translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation>is nóg waar nóg vals</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>is leeg</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>is langer as {limit} karakters</translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation>bevat &apos;n beheerkarakter</translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation>kan nie gebruik word nie ({reason})</translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation>is nie &apos;n gestoorde venstergrootte en -plek nie</translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation>is nie &apos;n poortnommer nie (0 tot 65535)</translation>
    </message>
    <message>
        <source>is not a number of seconds from {least} to {most}</source>
        <translation>is nie &apos;n aantal sekondes van {least} tot {most} nie</translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation>is nie &apos;n sitplek by &apos;n tafel nie</translation>
    </message>
    <message>
        <source>is not a server&apos;s address</source>
        <translation>is nie &apos;n bediener se adres nie</translation>
    </message>
    <message>
        <source>is not a list of files</source>
        <translation>is nie &apos;n lys lêers nie</translation>
    </message>
    <message>
        <source>a speed</source>
        <translation>&apos;n spoed</translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation>normale spoed word eerder gebruik</translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation>die rooi rug word eerder gebruik</translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation>tweekleurige kleure word eerder gebruik</translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation>die streng tafel is af</translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation>kaartpunte word gewys</translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation>die gewone tafelkleure word gebruik</translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation>kaarte se grootte pas by die venster</translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation>kaarte beweeg soos gewoonlik</translation>
    </message>
    <message>
        <source>every card played is said</source>
        <translation>elke kaart wat gespeel word, word gesê</translation>
    </message>
    <message>
        <source>3 seconds a decision are used instead</source>
        <translation>3 sekondes per besluit word eerder gebruik</translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation>die standaardreëls word eerder gebruik</translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation>{name} word eerder gebruik</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>&apos;n vlak</translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation>middelmatig word eerder gebruik</translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation>die stelsel se taal word eerder gebruik</translation>
    </message>
    <message>
        <source>Learn to Play is offered again at the next start</source>
        <translation>Leer speel word weer by die volgende begin aangebied</translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation>die venster maak eerder op sy gewone grootte oop</translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation>poort {port} word eerder aangebied</translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation>jy tik dit weer wanneer jy &apos;n tafel aanbied of aansluit</translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation>jy tik dit weer wanneer jy aansluit</translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation>&apos;n nuwe kode word gemaak wanneer jy weer aanbied</translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation>jy sluit opnuut by daardie tafel aan</translation>
    </message>
    <message>
        <source>the public mailbox server is used instead</source>
        <translation>die publieke posbusbediener word eerder gebruik</translation>
    </message>
    <message>
        <source>the public transit relay is used instead</source>
        <translation>die publieke transitrelé word eerder gebruik</translation>
    </message>
    <message>
        <source>a place</source>
        <translation>&apos;n plek</translation>
    </message>
    <message>
        <source>a table on this network is offered first</source>
        <translation>&apos;n tafel op hierdie netwerk word eerste aangebied</translation>
    </message>
    <message>
        <source>a game you saved elsewhere is not taken back by itself: it stays in its file</source>
        <translation>&apos;n wedstryd wat jy elders gestoor het, word nie vanself teruggeneem nie: dit bly in sy lêer</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>die animasiespoed</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>die kaartrug</translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation>die keuse van vierkleurige kleure</translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation>die keuse van &apos;n streng tafel</translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation>die keuse van kaartpunte</translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation>die keuse van hoë kontras</translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation>die keuse van groot kaarte</translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation>die keuse van minder beweging</translation>
    </message>
    <message>
        <source>the screen reader&apos;s choice</source>
        <translation>die skermleser se keuse</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>die reëls</translation>
    </message>
    <message>
        <source>the coach&apos;s thinking time</source>
        <translation>die afrigter se dinktyd</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>die taal</translation>
    </message>
    <message>
        <source>whether Learn to Play was offered</source>
        <translation>die keuse of Leer speel al aangebied is</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>die venster se grootte en plek</translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation>jou tafel se poort</translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation>jou naam by tafels</translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation>die laaste tafel se adres</translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation>die laaste tafel se kode</translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation>jou tafel se kode</translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation>jou sitplek by die laaste tafel</translation>
    </message>
    <message>
        <source>the mailbox server of internet tables</source>
        <translation>die posbusbediener van internettafels</translation>
    </message>
    <message>
        <source>the transit relay of internet tables</source>
        <translation>die transitrelé van internettafels</translation>
    </message>
    <message>
        <source>where your last table&apos;s friends were</source>
        <translation>waar jou laaste tafel se vriende was</translation>
    </message>
    <message>
        <source>the games you saved elsewhere</source>
        <translation>die wedstryde wat jy elders gestoor het</translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation>{name} se vlak</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>jou naam</translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation>die naam van speler {number}</translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation>&apos;n waarde van die verkeerde soort</translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation>Jou instellingslêer kon nie gelees of uit die pad geskuif word nie; die verstekke word gebruik.</translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation>Jou instellingslêer kon nie gelees word nie; dit is as {file} gehou en die verstekke word gebruik.</translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation>Jou instellings het {what} in &apos;n vorm gehad wat nie gelees kon word nie; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation>Jou instellings het {value} as {what} gehad, wat {why}; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation>Jou instellingslêer kon nie gekopieer word nie, dus is dit gelos soos dit is; hierdie probleme sal volgende keer weer verskyn.</translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation>Jou instellingslêer soos dit was, is as {file} gehou.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Stadig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Vinnig</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Onmiddellik</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rooi</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blou</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Trinidad</source>
        <translation>Trinidad</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellings</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (diamonds blue, clubs green)</source>
        <translation>&amp;Vierkleurige kleure (ruitens blou, klawers groen)</translation>
    </message>
    <message>
        <source>S&amp;trict table: a card clicked out of turn is exposed</source>
        <translation>&amp;Streng tafel: &apos;n kaart wat buite beurt geklik word, word gewys</translation>
    </message>
    <message>
        <source>Show each side&apos;s card &amp;points for Game during the hand</source>
        <translation>&amp;Wys elke span se kaartpunte vir Spel tydens die rondte</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black, white and yellow)</source>
        <translation>&amp;Tafel met hoë kontras (swart, wit en geel)</translation>
    </message>
    <message>
        <source>&amp;Large cards (as large as the window allows)</source>
        <translation>&amp;Groot kaarte (so groot as wat die venster toelaat)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion: cards fade into place instead of flying</source>
        <translation>&amp;Minder beweging: kaarte verskyn geleidelik op hul plek in plaas van om te vlieg</translation>
    </message>
    <message>
        <source>A screen reader is told &amp;every card played (else each trick in one line)</source>
        <translation>&apos;&amp;n Skermleser hoor elke kaart wat gespeel word (anders elke slag in een reël)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animasiespoed</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Kaartrug</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>How long the coach thinks about each decision when it analyses a hand (on a typical machine): longer is surer, and slower</source>
        <translation>Hoe lank die afrigter oor elke besluit dink wanneer dit &apos;n rondte ontleed (op &apos;n gewone rekenaar): langer is sekerder, en stadiger</translation>
    </message>
    <message>
        <source>Coach&apos;s thinking time a &amp;decision</source>
        <translation>Afrigter se &amp;dinktyd per besluit</translation>
    </message>
    <message>
        <source>the public one (ws://relay.magic-wormhole.io)</source>
        <translation>die publieke een (ws://relay.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The magic-wormhole mailbox server that internet tables meet through, like ws://example.org:4000/v1</source>
        <translation>Die posbusbediener (magic-wormhole) waardeur internettafels mekaar ontmoet, soos ws://example.org:4000/v1</translation>
    </message>
    <message>
        <source>the public one (transit.magic-wormhole.io)</source>
        <translation>die publieke een (transit.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The transit relay that carries an internet table when the computers cannot reach each other directly, like tcp:example.org:4001</source>
        <translation>Die transitrelé wat &apos;n internettafel dra wanneer die rekenaars mekaar nie direk kan bereik nie, soos tcp:example.org:4001</translation>
    </message>
    <message>
        <source>Internet tables&apos; mailbo&amp;x server</source>
        <translation>&amp;Posbusbediener vir internettafels</translation>
    </message>
    <message>
        <source>Internet tables&apos; transit rela&amp;y</source>
        <translation>&amp;Relé vir internettafels</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1 (or empty, for the public one).</source>
        <translation>Die posbusbediener is &apos;n adres soos ws://example.org:4000/v1 (of leeg, vir die publieke een).</translation>
    </message>
    <message>
        <source>The transit relay is an address like tcp:example.org:4001 (or empty, for the public one).</source>
        <translation>Die transitrelé is &apos;n adres soos tcp:example.org:4001 (of leeg, vir die publieke een).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation>Jou wedstrydgeskiedenis ({path}) is deur &apos;n nuwer weergawe van All Fours geskryf. Dit is presies gelos soos dit is, en hierdie weergawe maak dit nie oop nie: die wedstryde wat jy nou speel, word nie gestoor nie. Installeer die nuwer weergawe om jou geskiedenis te sien.</translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation>Jou wedstrydgeskiedenis in {folder} kon nie oopgemaak word nie ({reason}). Niks is daar verander nie; die wedstryde wat jy nou speel, word nie gestoor nie.</translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation>Jou wedstrydgeskiedenis ({path}) kan nou nie gebruik word nie: {reason}. Dit is presies gelos soos dit is: niks daarin gaan verlore nie. Speel voort; All Fours probeer weer terwyl jy speel, en stoor hierdie wedstryd sodra dit kan.</translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation>Jou wedstryd wat aan die gang is (telling {score}), is in &apos;n ander venster oop: speel dit daar. Hierdie venster deel &apos;n nuwe wedstryd.</translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation>Enige wedstryd wat aan die gang is, bly soos dit was in jou geskiedenis: hervat dit sodra die geskiedenis weer gebruik kan word. Hier is &apos;n nuwe wedstryd.</translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation>Daar was geen onvoltooide wedstryd om te hervat nie: hier is &apos;n nuwe een.</translation>
    </message>
    <message>
        <source>All Fours cannot open its window: Qt&apos;s X11 libraries {libraries} are not installed. Install them with: {command}</source>
        <translation>All Fours kan nie sy venster oopmaak nie: Qt se X11-biblioteke {libraries} is nie geïnstalleer nie. Installeer hulle met: {command}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiek</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Jou geskiedenis kon nie gelees word nie: {reason}</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation>Omdraaikaart</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Neem een</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Boer</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Hangboer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation>{side} {number} — {other} {other_number}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>nie uitgedeel nie</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Kaartpunte</translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation>{category}: {points} vir {side}</translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation>{category}: nie getel nie, die wedstryd was reeds gewen</translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation>Spel: nie getel nie, kaartpunte gelykop {left}–{right}</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>geen punte</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punte</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>{label}: {value}.</source>
        <translation>{label}: {value}.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Smeek</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation>&apos;n Toegedraaide kaart</translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation>In jou hand, speelbaar</translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation>In jou hand, nou nie speelbaar nie</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>In jou hand</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Die omdraaikaart</translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation>Nog geen troef nie</translation>
    </message>
    <message>
        <source>In the trick: you led it</source>
        <translation>In die slag: jy het dit gelei</translation>
    </message>
    <message>
        <source>In the trick: {name} led it</source>
        <translation>In die slag: {name} het dit gelei</translation>
    </message>
    <message>
        <source>In the trick: played by you</source>
        <translation>In die slag: deur jou gespeel</translation>
    </message>
    <message>
        <source>In the trick: played by {name}</source>
        <translation>In die slag: deur {name} gespeel</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kaarttafel</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Omdraaikaart</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Neem een</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Boer</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Hangboer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Klawers is troef</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Ruitens is troef</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Harte is troef</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Skoppens is troef</translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation>&apos;n Aas omgedraai!</translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation>&apos;n Ses omgedraai!</translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation>&apos;n Boer omgedraai!</translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation>Deel een vir een</translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation>Deel in drieë</translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation>{name} het gestaan</translation>
    </message>
    <message>
        <source>You stood</source>
        <translation>Jy het gestaan</translation>
    </message>
    <message>
        <source>you stood</source>
        <translation>jy het gestaan</translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation>{name} het gesmeek</translation>
    </message>
    <message>
        <source>You begged</source>
        <translation>Jy het gesmeek</translation>
    </message>
    <message>
        <source>you begged</source>
        <translation>jy het gesmeek</translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation>{name} het een gegee</translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation>Jy het een gegee</translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation>jy het een gegee</translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation>{name} het die pak geloop</translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation>Jy het die pak geloop</translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation>jy het die pak geloop</translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation>{name} het die pak geloop, nuwe deel</translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation>Jy het die pak geloop, nuwe deel</translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation>jy het die pak geloop, nuwe deel</translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation>{name} het die pak twee keer geloop</translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation>Jy het die pak twee keer geloop</translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation>jy het die pak twee keer geloop</translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation>{name} het die pak twee keer geloop, nuwe deel</translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation>Jy het die pak twee keer geloop, nuwe deel</translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation>jy het die pak twee keer geloop, nuwe deel</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>Ek deel eerste</translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation>Deel {method}</translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation>Pak het droog geloop: nuwe deel</translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation>Pak het droog geloop: die res word as omdraaikaarte omgedraai</translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation>Omgedraai: {card}!</translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation>{category}: {side} +{points}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>Ek staan</translation>
    </message>
    <message>
        <source>I beg</source>
        <translation>Ek smeek</translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation>Neem een</translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation>Dieselfde kleur: weer!</translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation>Ek loop die pak</translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation>Gewys: {card}</translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation>Speel die {card}!</translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation>{name} het jou {card} opgeroep: speel dit</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Ons</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Hulle</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation>Troef: {suit}. {us} {a}, {them} {b}.</translation>
    </message>
    <message>
        <source>{us} {a}, {them} {b}.</source>
        <translation>{us} {a}, {them} {b}.</translation>
    </message>
</context>
<context>
    <name>TableAndCoach</name>
    <message>
        <source>Coach</source>
        <translation>Afrigter</translation>
    </message>
    <message>
        <source>Show the coach&apos;s panel instead of the table (the window is too narrow for both)</source>
        <translation>Wys die afrigter se paneel in plaas van die tafel (die venster is te smal vir albei)</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation>
            <numerusform>Jy het %n s om te besluit</numerusform>
            <numerusform>Jy het %n s om te besluit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation>
            <numerusform>{name}: %n s om te besluit</numerusform>
            <numerusform>{name}: %n s om te besluit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation>
            <numerusform>Sitplek {number}: %n s om te besluit</numerusform>
            <numerusform>Sitplek {number}: %n s om te besluit</numerusform>
        </translation>
    </message>
    <message>
        <source> · </source>
        <comment>between the seats&apos; clocks</comment>
        <translation> · </translation>
    </message>
</context>
<context>
    <name>UnsavedRoom</name>
    <message>
        <source>Unsaved decisions: {count}</source>
        <translation>Ongestoorde besluite: {count}</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}). The decisions waiting are kept in {file} too, and go into your history as soon as it takes them. Press to try again now.</source>
        <translation>Jou wedstrydgeskiedenis kan nie nou hierdie wedstryd neem nie ({problem}). Die besluite wat wag, word ook in {file} gehou, en gaan in jou geskiedenis sodra dit hulle neem. Druk om nou weer te probeer.</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}), nor can any other folder: the decisions waiting are only in this window until then. Press to try again now.</source>
        <translation>Jou wedstrydgeskiedenis kan nie nou hierdie wedstryd neem nie ({problem}), en ook geen ander gids nie: die besluite wat wag, is tot dan net in hierdie venster. Druk om nou weer te probeer.</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}). Its decisions not written there ({count}) are kept in {file}, and go into your history when All Fours next starts.</source>
        <translation>Hierdie wedstryd is nog nie heeltemal in jou geskiedenis nie ({problem}). Sy besluite wat nie daar geskryf is nie ({count}), word in {file} gehou, en gaan in jou geskiedenis wanneer All Fours weer begin.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Verlaat</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}), and no other folder takes it either. Its decisions not written there ({count}) are lost when the window closes, unless you save the game in a folder you choose.</source>
        <translation>Hierdie wedstryd is nog nie heeltemal in jou geskiedenis nie ({problem}), en geen ander gids neem dit ook nie. Sy besluite wat nie daar geskryf is nie ({count}), gaan verlore wanneer die venster toemaak, tensy jy die wedstryd in &apos;n gids van jou keuse stoor.</translation>
    </message>
    <message>
        <source>Quit and Lose Them ({count})</source>
        <translation>Verlaat en verloor hulle ({count})</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Verlaat All Fours</translation>
    </message>
    <message>
        <source>Save the Game Elsewhere…</source>
        <translation>Stoor die wedstryd elders…</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Hou aan probeer</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {reason}. It is still here: choose another folder, or keep trying.</source>
        <translation>Die wedstryd kon nie in {folder} gestoor word nie: {reason}. Dit is nog hier: kies &apos;n ander gids, of hou aan probeer.</translation>
    </message>
    <message>
        <source>Save the Game in</source>
        <translation>Stoor die wedstryd in</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win chance over the hand</source>
        <translation>Wenkans deur die rondte</translation>
    </message>
    <message>
        <source>No decisions analysed yet.</source>
        <translation>Nog geen besluite ontleed nie.</translation>
    </message>
    <message>
        <source>step {step}: {chance}</source>
        <translation>stap {step}: {chance}</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the game at each decision: {steps}.</source>
        <translation>Jou span se kans om die wedstryd te wen by elke besluit: {steps}.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation>Jy</translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation>Jy staan.</translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation>{name} staan.</translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation>Jy smeek.</translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation>{name} smeek.</translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation>Jy antwoord &quot;neem een&quot;.</translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation>{name} antwoord &quot;neem een&quot;.</translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation>Jy loop die pak.</translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation>{name} loop die pak.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Jy speel {card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>{name} speel {card}.</translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation>Jy wys {card}.</translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation>{name} wys {card}.</translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation>Jy roep {owner} se {card} op.</translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation>{name} roep jou {card} op.</translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation>{name} roep {owner} se {card} op.</translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation>Jy roep jou {card} op.</translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation>Jy het een vir een gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation>{name} het een vir een gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation>Jy het in drieë gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation>{name} het in drieë gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation>Jy het {method} gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation>{name} het {method} gedeel; die omdraaikaart is {card}.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Jy wen die slag.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>{name} wen die slag.</translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation>Jy hang {holder} se boer!</translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation>{taker} hang jou boer!</translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation>{taker} hang {holder} se boer!</translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation>Jy hang jou eie boer!</translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation>{card} — deur jou gehou</translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation>{card} — deur {name} gehou</translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation>jou boer, deur jou gewen</translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation>jou boer, deur {taker} gewen</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation>{holder} se boer, deur jou gewen</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation>{holder} se boer, deur {taker} gewen</translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation>jou boer, deur jou gehang!</translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation>jou boer, deur {taker} gehang!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation>{holder} se boer, deur jou gehang!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation>{holder} se boer, deur {taker} gehang!</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation>{won} van 1 wedstryd</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation>
            <numerusform>{won} van %n wedstryd</numerusform>
            <numerusform>{won} van %n wedstryde</numerusform>
        </translation>
    </message>
</context>
</TS>
