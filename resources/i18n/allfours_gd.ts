<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="gd" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>All Fours {version}</source>
        <translation>All Fours {version}</translation>
    </message>
    <message>
        <source>Trinidad&apos;s national card game, for the desktop: two or four players, the Trinidad rules and their common variants.</source>
        <translation>Geama chairtean nàiseanta Thrianaid, airson an deasg: dithis no ceathrar chluicheadairean, riaghailtean Thrianaid agus na caochlaidhean cumanta aca.</translation>
    </message>
    <message>
        <source>Released under the &lt;b&gt;{licence} licence&lt;/b&gt;.</source>
        <translation>Air fhoillseachadh fo &lt;b&gt;cheadachas {licence}&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Credits</source>
        <translation>Urram</translation>
    </message>
    <message>
        <source>The card faces, the card backs and the app icon were drawn for this project (by its own programs, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; and &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) and are released with it under the {licence} licence.</source>
        <translation>Chaidh aghaidhean nan cairtean, cùlaibh nan cairtean agus ìomhaigheag na h-aplacaid a tharraing airson a&apos; phròiseict seo (leis na prògraman aige fhèin, &lt;tt&gt;tools/draw_cards.py&lt;/tt&gt; agus &lt;tt&gt;tools/make_icons.py&lt;/tt&gt;) agus tha iad air am foillseachadh còmhla ris fo cheadachas {licence}.</translation>
    </message>
    <message>
        <source>Lao text is shown in &lt;b&gt;Noto Sans Lao&lt;/b&gt; (copyright Google), bundled under the SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); other text uses your system&apos;s fonts.</source>
        <translation>Tha teacsa Laothais ga shealltainn ann an &lt;b&gt;Noto Sans Lao&lt;/b&gt; (dlighe-sgrìobhaidh Google), a tha na bhroinn fo cheadachas SIL Open Font License 1.1 (&lt;tt&gt;resources/fonts/OFL.txt&lt;/tt&gt;, &lt;a href=&apos;https://openfontlicense.org/&apos;&gt;openfontlicense.org&lt;/a&gt;); cleachdaidh teacsa eile cruthan-clò an t-siostaim agad.</translation>
    </message>
    <message>
        <source>Built with Qt {qt} through Qt for Python (PySide6 {pyside}), used under the GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</source>
        <translation>Air a thogail le Qt {qt} tro Qt for Python (PySide6 {pyside}), ga chleachdadh fo GNU LGPL v3 (&lt;a href=&apos;https://www.qt.io/&apos;&gt;qt.io&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>Written in Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</source>
        <translation>Sgrìobhte ann am Python {python} (&lt;a href=&apos;https://www.python.org/&apos;&gt;python.org&lt;/a&gt;).</translation>
    </message>
    <message>
        <source>The rules follow pagat.com&apos;s &lt;i&gt;All Fours in Trinidad&lt;/i&gt; and gamerules.com&apos;s &lt;i&gt;All Fours&lt;/i&gt;.</source>
        <translation>Tha na riaghailtean a&apos; leantainn &lt;i&gt;All Fours in Trinidad&lt;/i&gt; aig pagat.com agus &lt;i&gt;All Fours&lt;/i&gt; aig gamerules.com.</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About All Fours</source>
        <translation>Mu dhèidhinn All Fours</translation>
    </message>
</context>
<context>
    <name>AnalysisBar</name>
    <message>
        <source>Cancel</source>
        <translation>Sguir dheth</translation>
    </message>
    <message>
        <source>Stop the analysis: nothing of it is kept</source>
        <translation>Cuir stad air an anailis: cha tèid dad dheth a ghleidheadh</translation>
    </message>
    <message>
        <source>Analysis progress</source>
        <translation>Adhartas na h-anailis</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v à %m co-dhùnaidhean</translation>
    </message>
    <message>
        <source>Solving with every card face up…</source>
        <translation>A&apos; fuasgladh leis a h-uile cairt bun os cionn…</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>mu {seconds} diog air fhàgail</translation>
    </message>
    <message>
        <source>about {minutes} min left</source>
        <translation>mu {minutes} mion air fhàgail</translation>
    </message>
</context>
<context>
    <name>BegStory</name>
    <message numerus="yes">
        <source>{name} ran the pack %n times, new deal</source>
        <translation>
            <numerusform>Ruith {name} an deic %n uair, roinn ùr</numerusform>
            <numerusform>Ruith {name} an deic %n uair, roinn ùr</numerusform>
            <numerusform>Ruith {name} an deic %n uairean, roinn ùr</numerusform>
            <numerusform>Ruith {name} an deic %n uair, roinn ùr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times, new deal</source>
        <translation>
            <numerusform>Ruith thu an deic %n uair, roinn ùr</numerusform>
            <numerusform>Ruith thu an deic %n uair, roinn ùr</numerusform>
            <numerusform>Ruith thu an deic %n uairean, roinn ùr</numerusform>
            <numerusform>Ruith thu an deic %n uair, roinn ùr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times, new deal</source>
        <translation>
            <numerusform>ruith thu an deic %n uair, roinn ùr</numerusform>
            <numerusform>ruith thu an deic %n uair, roinn ùr</numerusform>
            <numerusform>ruith thu an deic %n uairean, roinn ùr</numerusform>
            <numerusform>ruith thu an deic %n uair, roinn ùr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} ran the pack %n times</source>
        <translation>
            <numerusform>Ruith {name} an deic %n uair</numerusform>
            <numerusform>Ruith {name} an deic %n uair</numerusform>
            <numerusform>Ruith {name} an deic %n uairean</numerusform>
            <numerusform>Ruith {name} an deic %n uair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You ran the pack %n times</source>
        <translation>
            <numerusform>Ruith thu an deic %n uair</numerusform>
            <numerusform>Ruith thu an deic %n uair</numerusform>
            <numerusform>Ruith thu an deic %n uairean</numerusform>
            <numerusform>Ruith thu an deic %n uair</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you ran the pack %n times</source>
        <translation>
            <numerusform>ruith thu an deic %n uair</numerusform>
            <numerusform>ruith thu an deic %n uair</numerusform>
            <numerusform>ruith thu an deic %n uairean</numerusform>
            <numerusform>ruith thu an deic %n uair</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>a dhà</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trì</translation>
    </message>
    <message>
        <source>four</source>
        <translation>ceithir</translation>
    </message>
    <message>
        <source>five</source>
        <translation>còig</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sia</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>seachd</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ochd</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>naoi</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>deich</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>seac</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>bànrigh</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rìgh</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>cluban</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>daoimeanan</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cridheachan</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>spaidean</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Cluban</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Daoimeanan</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cridheachan</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spaidean</translation>
    </message>
    <message>
        <source>the {rank} of {suit}</source>
        <translation>{rank} nan {suit}</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} nan {suit}</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>good</source>
        <translation>math</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>mearachd bheag</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>mearachd</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>mearachd mhòr</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>seasamh</translation>
    </message>
    <message>
        <source>begging</source>
        <translation>guidhe</translation>
    </message>
    <message>
        <source>giving one</source>
        <translation>toirt fear</translation>
    </message>
    <message>
        <source>running the pack</source>
        <translation>ruith an deic</translation>
    </message>
    <message>
        <source>The best choice ({chance} to win the game).</source>
        <translation>An roghainn as fheàrr ({chance} air an geama a bhuannachadh).</translation>
    </message>
    <message>
        <source>As good as {best}, as far as the search can tell ({chance} against {other_chance}).</source>
        <translation>Cho math ri {best}, cho fad &apos;s as aithne don rannsachadh ({chance} an aghaidh {other_chance}).</translation>
    </message>
    <message>
        <source>Close to the best choice, {best} ({chance} against {other_chance}).</source>
        <translation>Faisg air an roghainn as fheàrr, {best} ({chance} an aghaidh {other_chance}).</translation>
    </message>
    <message>
        <source>This choice cost {loss} of your chance to win the game: {chance} against {other_chance} for {best}.</source>
        <translation>Chosg an roghainn seo {loss} de do chothrom an geama a bhuannachadh: {chance} an aghaidh {other_chance} airson {best}.</translation>
    </message>
    <message>
        <source>Your choice: {claims}.</source>
        <translation>Do roghainn: {claims}.</translation>
    </message>
    <message>
        <source>Instead, {best}: {claims}.</source>
        <translation>Na àite, {best}: {claims}.</translation>
    </message>
    <message>
        <source>the search could not value one of the decisions</source>
        <translation>cha b&apos; urrainn don rannsachadh luach a chur air aon dhe na co-dhùnaidhean</translation>
    </message>
    <message>
        <source>Marked steps</source>
        <translation>Ceuman comharraichte</translation>
    </message>
    <message>
        <source>Steps the coach marked: {steps}</source>
        <translation>Ceuman a chomharraich an coidse: {steps}</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: each decision judged from what the seat could see then.</source>
        <translation>&lt;b&gt;Coidse&lt;/b&gt;: gach co-dhùnadh air a mheasadh a rèir na chitheadh an suidheachan aig an àm.</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>&amp;Suidheachan:</translation>
    </message>
    <message>
        <source>Seat to analyse</source>
        <translation>An suidheachan ri anailis</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Anailis</translation>
    </message>
    <message>
        <source>Judge every decision of this seat, about {seconds} s a decision: the analysis is kept in your history</source>
        <translation>Meas gach co-dhùnadh aig an t-suidheachan seo, mu {seconds} diog gach co-dhùnadh: thèid an anailis a ghleidheadh san eachdraidh agad</translation>
    </message>
    <message>
        <source>Decisions and verdicts</source>
        <translation>Co-dhùnaidhean is breithean</translation>
    </message>
    <message>
        <source>The coach on this step</source>
        <translation>An coidse mun cheum seo</translation>
    </message>
    <message>
        <source>Face-up lens</source>
        <translation>Sealladh nan cairtean bun os cionn</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Feuch a-rithist</translation>
    </message>
    <message>
        <source>Try this decision again</source>
        <translation>Feuch an co-dhùnadh seo a-rithist</translation>
    </message>
    <message>
        <source>Play this decision again at the table: you hold the same cards, and the cards you could not see are dealt afresh</source>
        <translation>Cluich an co-dhùnadh seo a-rithist aig a&apos; bhòrd: bidh na h-aon chairtean agad, agus thèid na cairtean nach fhaiceadh tu a roinn às ùr</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Ag anailis…</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing of it was kept.</source>
        <translation>Chaidh sgur dhen anailis; cha deach dad dhith a ghleidheadh.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); nothing of it was kept.</source>
        <translation>Cha b&apos; urrainn dhuinn an anailis a chrìochnachadh ({reason}); cha deach dad dhith a ghleidheadh.</translation>
    </message>
    <message>
        <source>The analysis could not be kept in your history ({reason}); it is shown here only.</source>
        <translation>Cha b&apos; urrainn dhuinn an anailis a ghleidheadh san eachdraidh agad ({reason}); chan fhaicear i ach an-seo.</translation>
    </message>
    <message>
        <source>Step {step}: {choice} — {verdict}</source>
        <translation>Ceum {step}: {choice} — {verdict}</translation>
    </message>
    <message>
        <source>Not analysed yet for this seat: press Analyse.</source>
        <translation>Cha deach anailis a dhèanamh airson an t-suidheachain seo fhathast: brùth Anailis.</translation>
    </message>
    <message>
        <source>No decision of this seat at this step.</source>
        <translation>Chan eil co-dhùnadh aig an t-suidheachan seo sa cheum seo.</translation>
    </message>
    <message>
        <source>Your choice: {choice}</source>
        <translation>Do roghainn: {choice}</translation>
    </message>
    <message>
        <source>Best choice: {choice}</source>
        <translation>An roghainn as fheàrr: {choice}</translation>
    </message>
    <message>
        <source>Win chance lost: {loss} (± {error})</source>
        <translation>Cothrom buannachaidh air a chall: {loss} (± {error})</translation>
    </message>
    <message>
        <source>Verdict: {verdict} {mark}</source>
        <translation>Breith: {verdict} {mark}</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): not solved for this card: too many cards were still in the hands.</source>
        <translation>Bun os cionn (a h-uile cairt ri fhaicinn): cha deach fuasgladh airson na cairt seo: bha cus chairtean fhathast sna làmhan.</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): your card was as good as any ({best}).</source>
        <translation>Bun os cionn (a h-uile cairt ri fhaicinn): bha do chairt cho math ri gin ({best}).</translation>
    </message>
    <message>
        <source>Face up (double-dummy, every card known): {best} was better; yours lost {loss} of the chance to win with perfect play.</source>
        <translation>Bun os cionn (a h-uile cairt ri fhaicinn): b&apos; fheàrr {best}; chaill do chairt-sa {loss} dhen chothrom buannachadh le cluich foirfe.</translation>
    </message>
</context>
<context>
    <name>GameCoach</name>
    <message>
        <source>&amp;Analyse game</source>
        <translation>&amp;Anailis air a&apos; gheama</translation>
    </message>
    <message>
        <source>Analyse every finished hand of this game for your seat (each is kept in your history)</source>
        <translation>Dèan anailis air gach làmh chrìochnaichte dhen gheama seo airson an t-suidheachain agad (thèid gach tè a ghleidheadh san eachdraidh agad)</translation>
    </message>
    <message>
        <source>Accuracy: the share of your decisions (with a real choice) that the coach judged good: within the search&apos;s error of the best choice, or less than 1% of your chance to win the game from it.</source>
        <translation>Pongalachd: a&apos; chuid de na co-dhùnaidhean agad (le fìor roghainn) a mheas an coidse math: taobh a-staigh mearachd an rannsachaidh on roghainn as fheàrr, no nas lugha na 1% de do chothrom an geama a bhuannachadh air falbh bhuaithe.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; the hand it was on was not kept.</source>
        <translation>Chaidh sgur dhen anailis; cha deach an làmh air an robh i a ghleidheadh.</translation>
    </message>
    <message>
        <source>The analysis could not be finished ({reason}); the hand it was on was not kept.</source>
        <translation>Cha b&apos; urrainn dhuinn an anailis a chrìochnachadh ({reason}); cha deach an làmh air an robh i a ghleidheadh.</translation>
    </message>
    <message>
        <source>An analysis could not be kept in your history ({reason}).</source>
        <translation>Cha b&apos; urrainn dhuinn anailis a ghleidheadh san eachdraidh agad ({reason}).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; ({analysed} of {hands} hands analysed)</source>
        <translation>&lt;b&gt;Coidse&lt;/b&gt; (anailis air {analysed} à {hands} làmhan)</translation>
    </message>
    <message>
        <source>Decisions: {decisions} · inaccuracies ?!: {inaccuracies} · mistakes ?: {mistakes} · blunders ??: {blunders}</source>
        <translation>Co-dhùnaidhean: {decisions} · mearachdan beaga ?!: {inaccuracies} · mearachdan ?: {mistakes} · mearachdan mòra ??: {blunders}</translation>
    </message>
    <message>
        <source>Accuracy: {accuracy}</source>
        <translation>Pongalachd: {accuracy}</translation>
    </message>
    <message>
        <source>Costliest: hand {hand}, step {step}, {choice} ({loss} lost, {verdict} {mark})</source>
        <translation>As cosgaile: làmh {hand}, ceum {step}, {choice} ({loss} air a chall, {verdict} {mark})</translation>
    </message>
</context>
<context>
    <name>GameStarts</name>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Lean air</translation>
    </message>
    <message>
        <source>Carry on exactly where you left off</source>
        <translation>Lean air adhart dìreach far an do stad thu</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Geama ù&amp;r</translation>
    </message>
    <message>
        <source>Put it aside and deal a new game</source>
        <translation>Cuir an dàrna taobh e agus roinn geama ùr</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at hand {number}). Resume it?</source>
        <translation>Tha geama a&apos; dol agad (sgòr {us}–{them}, aig làmh {number}). An lean thu air?</translation>
    </message>
    <message>
        <source>You have a game in progress (score {us}–{them}, at the start). Resume it?</source>
        <translation>Tha geama a&apos; dol agad (sgòr {us}–{them}, aig an toiseach). An lean thu air?</translation>
    </message>
    <message>
        <source>Resume h&amp;ere</source>
        <translation>Lean air an s&amp;eo</translation>
    </message>
    <message>
        <source>Carry on alone: computers play your friends&apos; seats</source>
        <translation>Lean ort leat fhèin: cluichidh coimpiutairean suidheachain do charaidean</translation>
    </message>
    <message>
        <source>H&amp;ost it again</source>
        <translation>F&amp;osgail a-rithist e</translation>
    </message>
    <message>
        <source>Open your table again: your friends take their seats back</source>
        <translation>Fosgail am bòrd agad a-rithist: gheibh do charaidean na suidheachain aca air ais</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at hand {number}). Host it again, or carry on alone?</source>
        <translation>Tha geama a&apos; dol agad le caraidean (sgòr {us}–{them}, aig làmh {number}). Am fosgail thu a-rithist e, no an lean thu ort leat fhèin?</translation>
    </message>
    <message>
        <source>You have a game in progress with friends (score {us}–{them}, at the start). Host it again, or carry on alone?</source>
        <translation>Tha geama a&apos; dol agad le caraidean (sgòr {us}–{them}, aig an toiseach). Am fosgail thu a-rithist e, no an lean thu ort leat fhèin?</translation>
    </message>
    <message>
        <source>That game is open in another window: play it there.</source>
        <translation>Tha an geama sin fosgailte ann an uinneag eile: cluich ann an sin e.</translation>
    </message>
    <message>
        <source>Your game in progress could not be resumed ({problem}). It stays in your Game History; a new game is dealt.</source>
        <translation>Cha b&apos; urrainn dhuinn leantainn air a&apos; gheama agad a bha a&apos; dol ({problem}). Fanaidh e ann an Eachdraidh nan geamannan agad; thèid geama ùr a roinn.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <comment>a title</comment>
        <translation>Fàg am bòrd</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Fàg am bòrd</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Fuirich</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? The table closes for everyone.</source>
        <translation>An fhàg thu an geama a tha a&apos; dol (làmh {number}, sgòr {us}–{them})? Dùinidh am bòrd do na h-uile.</translation>
    </message>
    <message>
        <source>Leave the game in progress (hand {number}, score {us}–{them})? A computer plays your seat from then on.</source>
        <translation>An fhàg thu an geama a tha a&apos; dol (làmh {number}, sgòr {us}–{them})? Cluichidh coimpiutair an suidheachan agad às dèidh sin.</translation>
    </message>
    <message>
        <source>New game</source>
        <comment>a title</comment>
        <translation>Geama ùr</translation>
    </message>
    <message>
        <source>Abandon it</source>
        <translation>Trèig e</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Lean air a&apos; chluich</translation>
    </message>
    <message>
        <source>Abandon the game in progress (hand {number}, score {us}–{them})? It stays in your Game History, marked abandoned.</source>
        <translation>An trèig thu an geama a tha a&apos; dol (làmh {number}, sgòr {us}–{them})? Fanaidh e ann an Eachdraidh nan geamannan agad, comharraichte mar gheama trèigte.</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Cha ghabh dad a thoirt air ais aig bòrd co-roinnte: chunnaic càch e.</translation>
    </message>
    <message>
        <source>Taken back: your last decision and the replies after it.</source>
        <translation>Air a thoirt air ais: an co-dhùnadh mu dheireadh agad agus na freagairtean às a dhèidh.</translation>
    </message>
    <message>
        <source>Hand {number} is over.</source>
        <translation>Tha làmh {number} seachad.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Làmh {number}</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>An &amp;ath làmh</translation>
    </message>
    <message>
        <source>{name} wins the game</source>
        <translation>Bhuannaich {name} an geama</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Bhuannaich thu an geama</translation>
    </message>
    <message>
        <source>{side} win the game</source>
        <translation>Bhuannaich {side} an geama</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Bhuannaich thu an geama!</translation>
    </message>
    <message>
        <source>You &amp; {partner} win the game!</source>
        <translation>Bhuannaich thu fhèin is {partner} an geama!</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Geama ù&amp;r…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Geama &amp;eile</translation>
    </message>
    <message>
        <source>H&amp;ost again…</source>
        <translation>F&amp;osgail a-rithist…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>S&amp;uidh aig bòrd…</translation>
    </message>
</context>
<context>
    <name>GuestLink</name>
    <message>
        <source>The connection dropped: reconnecting…</source>
        <translation>Chaidh an ceangal a chall: a&apos; ceangal a-rithist…</translation>
    </message>
    <message>
        <source>Connected again.</source>
        <translation>Tha thu ceangailte a-rithist.</translation>
    </message>
    <message>
        <source>Joining again with the new code…</source>
        <translation>A&apos; suidhe a-rithist leis a&apos; chòd ùr…</translation>
    </message>
    <message>
        <source>Reconnecting to {address}…</source>
        <translation>A&apos; ceangal a-rithist ri {address}…</translation>
    </message>
    <message>
        <source>the internet</source>
        <translation>an t-eadar-lìon</translation>
    </message>
    <message>
        <source>{reason}…</source>
        <translation>{reason}…</translation>
    </message>
    <message>
        <source>No answer from a table at {address}.</source>
        <translation>Cha do fhreagair bòrd sam bith aig {address}.</translation>
    </message>
    <message>
        <source>The connection to {address} ended before you were seated ({reason}).</source>
        <translation>Thàinig an ceangal ri {address} gu crìoch mus do shuidh thu ({reason}).</translation>
    </message>
    <message>
        <source>You are back at the table.</source>
        <translation>Tha thu air ais aig a&apos; bhòrd.</translation>
    </message>
    <message>
        <source>Your old seat is not yours at this table: joining afresh…</source>
        <translation>Chan ann leatsa a tha an seann suidheachan agad aig a&apos; bhòrd seo: a&apos; suidhe às ùr…</translation>
    </message>
    <message>
        <source>The table said no: {message}.</source>
        <translation>Dhiùlt am bòrd: {message}.</translation>
    </message>
</context>
<context>
    <name>GuestSession</name>
    <message>
        <source>Something the table sent could not be shown ({reason}).</source>
        <translation>Cha b&apos; urrainn dhuinn rudeigin a chuir am bòrd a shealltainn ({reason}).</translation>
    </message>
    <message>
        <source>The record of hand {number} could not be read ({reason}).</source>
        <translation>Cha b&apos; urrainn dhuinn an clàr aig làmh {number} a leughadh ({reason}).</translation>
    </message>
    <message>
        <source>The game is over: {score}.</source>
        <translation>Tha an geama seachad: {score}.</translation>
    </message>
    <message>
        <source>You took too long: your computer played that for you.</source>
        <translation>Bha thu ro fhada: chluich an coimpiutair agad sin às do leth.</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Aon abairt gach diog, mas e do thoil e.</translation>
    </message>
    <message>
        <source>The table said: {message}.</source>
        <translation>Thuirt am bòrd: {message}.</translation>
    </message>
    <message>
        <source>Waiting for the others to be ready for the next hand…</source>
        <translation>A&apos; feitheamh ri càch a bhith deiseil airson na h-ath làimhe…</translation>
    </message>
    <message>
        <source>Nothing can be taken back at a shared table: the others have seen it.</source>
        <translation>Cha ghabh dad a thoirt air ais aig bòrd co-roinnte: chunnaic càch e.</translation>
    </message>
</context>
<context>
    <name>HandReviewWindow</name>
    <message>
        <source>Step through the hand</source>
        <translation>Ceumnaich tron làimh</translation>
    </message>
    <message>
        <source>First step (Home)</source>
        <translation>A&apos; chiad cheum (Home)</translation>
    </message>
    <message>
        <source>Back one step (Left arrow)</source>
        <translation>Aon cheum air ais (saighead chlì)</translation>
    </message>
    <message>
        <source>Next step (Right arrow)</source>
        <translation>An ath cheum (saighead dheas)</translation>
    </message>
    <message>
        <source>Last step (End)</source>
        <translation>An ceum mu dheireadh (End)</translation>
    </message>
    <message>
        <source>Steps of the hand (Left/Right arrows, Home, End)</source>
        <translation>Ceumannan na làimhe (saighdean clì/deas, Home, End)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Às-phortaich…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Ion-phortaich…</translation>
    </message>
    <message>
        <source>Show folder</source>
        <translation>Seall am pasgan</translation>
    </message>
    <message>
        <source>Save this hand as an allfours-hand/1 record</source>
        <translation>Sàbhail an làmh seo mar chlàr allfours-hand/1</translation>
    </message>
    <message>
        <source>Step {step} of {steps}. {text}</source>
        <translation>Ceum {step} à {steps}. {text}</translation>
    </message>
    <message>
        <source>{file} could not be read: {reason}</source>
        <translation>Cha b&apos; urrainn dhuinn {file} a leughadh: {reason}</translation>
    </message>
    <message>
        <source>{file} is not a valid All Fours hand record: {reason}</source>
        <translation>Chan e clàr làimhe All Fours dligheach a th&apos; ann an {file}: {reason}</translation>
    </message>
    <message>
        <source>Hand from {file}</source>
        <translation>Làmh o {file}</translation>
    </message>
    <message>
        <source>Export hand</source>
        <translation>Às-phortaich làmh</translation>
    </message>
    <message>
        <source>Hand records (*.json)</source>
        <translation>Clàran làimhe (*.json)</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Air a shàbhaladh gu {path}</translation>
    </message>
    <message>
        <source>Open {folder}</source>
        <translation>Fosgail {folder}</translation>
    </message>
    <message>
        <source>Import hand</source>
        <translation>Ion-phortaich làmh</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>Us</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Càch</translation>
    </message>
    <message>
        <source>Hand {number} (in progress)</source>
        <translation>Làmh {number} (fhathast a&apos; dol)</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Làmh {number}</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Eachdraidh nan sgòr</translation>
    </message>
    <message>
        <source>No history is kept in this session.</source>
        <translation>Chan eil eachdraidh ga cumail san t-seisean seo.</translation>
    </message>
    <message>
        <source>Reading your history…</source>
        <translation>A&apos; leughadh na h-eachdraidh agad…</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>furasta</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>meadhanach</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>doirbh</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>eòlaiche</translation>
    </message>
    <message>
        <source>friends</source>
        <translation>caraidean</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Breab</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Àrd</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Ìosal</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Seac</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gèam</translation>
    </message>
    <message>
        <source>we begged: given one</source>
        <translation>ghuidh sinne: fhuair sinn fear</translation>
    </message>
    <message>
        <source>we begged: pack run</source>
        <translation>ghuidh sinne: chaidh an deic a ruith</translation>
    </message>
    <message>
        <source>they begged: given one</source>
        <translation>ghuidh iadsan: fhuair iad fear</translation>
    </message>
    <message>
        <source>they begged: pack run</source>
        <translation>ghuidh iadsan: chaidh an deic a ruith</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>a dhà</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trì</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>ceithir</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>còig</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>sia</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>seachd</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochd</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>naoi</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>deich</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>seacan</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>bànrighrean</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rìghrean</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>aces</translation>
    </message>
    <message>
        <source>{name} (a friend)</source>
        <translation>{name} (caraid)</translation>
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
        <translation>{choices} no {last}</translation>
    </message>
    <message>
        <source>{team} won {score}</source>
        <translation>bhuannaich {team} {score}</translation>
    </message>
    <message>
        <source>abandoned at {score}</source>
        <translation>air a thrèigsinn aig {score}</translation>
    </message>
    <message>
        <source>in progress, {score}</source>
        <translation>fhathast a&apos; dol, {score}</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Geamannan air an cluich</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Geamannan air am buannachadh</translation>
    </message>
    <message>
        <source>{won} ({rate})</source>
        <translation>{won} ({rate})</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Làmhan air an cluich</translation>
    </message>
    <message>
        <source>Hands won on points</source>
        <translation>Làmhan air am buannachadh air puingean</translation>
    </message>
    <message>
        <source>against {opponents}</source>
        <translation>an aghaidh {opponents}</translation>
    </message>
    <message>
        <source>{rank}: {count}</source>
        <translation>{rank}: {count}</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>chan eil gin fhathast</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Geamannan</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Puingean a rèir seòrsa</translation>
    </message>
    <message>
        <source>for</source>
        <translation>dhuinne</translation>
    </message>
    <message>
        <source>against</source>
        <translation>dhaibhsan</translation>
    </message>
    <message>
        <source>Hang jacks made: &lt;b&gt;{made}&lt;/b&gt;, suffered: &lt;b&gt;{suffered}&lt;/b&gt;</source>
        <translation>Seacan a chroch sinn: &lt;b&gt;{made}&lt;/b&gt;, a chaidh a chrochadh oirnn: &lt;b&gt;{suffered}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Begging</source>
        <translation>Guidhe</translation>
    </message>
    <message>
        <source>Kicks that scored: {kicks}</source>
        <translation>Breaban a fhuair puingean: {kicks}</translation>
    </message>
    <message>
        <source>Average card points per hand: &lt;b&gt;{ours}&lt;/b&gt; for, &lt;b&gt;{theirs}&lt;/b&gt; against</source>
        <translation>Cuibheas puingean nan cairtean anns gach làimh: &lt;b&gt;{ours}&lt;/b&gt; dhuinne, &lt;b&gt;{theirs}&lt;/b&gt; dhaibhsan</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Neach-roinn</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Tromp</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Guidhe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Sgòr</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Àireamh na làimhe</translation>
    </message>
    <message>
        <source>Who dealt</source>
        <translation>Cò a roinn</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trompaichean</translation>
    </message>
    <message>
        <source>Points for the kick (the card turned up)</source>
        <translation>Puingean leis a&apos; bhreab (a&apos; chairt a chaidh a thionndadh suas)</translation>
    </message>
    <message>
        <source>First hand stood, or begged and the dealer gave one or ran the pack</source>
        <translation>Sheas a&apos; chiad làmh, no ghuidh i agus thug an neach-roinn fear seachad no ruith e an deic</translation>
    </message>
    <message>
        <source>High: the highest trump out, and who held it</source>
        <translation>Àrd: an tromp as àirde a chaidh a roinn, agus cò aig an robh e</translation>
    </message>
    <message>
        <source>Low: the lowest trump out, and who held it</source>
        <translation>Ìosal: an tromp as ìsle a chaidh a roinn, agus cò aig an robh e</translation>
    </message>
    <message>
        <source>The jack of trumps: who won it</source>
        <translation>Seac nan trompaichean: cò a bhuannaich e</translation>
    </message>
    <message>
        <source>Game: the most card points</source>
        <translation>Gèam: barrachd phuingean nan cairtean</translation>
    </message>
    <message>
        <source>The score after the hand</source>
        <translation>An sgòr an dèidh na làimhe</translation>
    </message>
    <message>
        <source>not counted</source>
        <translation>gun chunntadh</translation>
    </message>
    <message>
        <source>The game was won earlier in this hand: points after the winning one are not counted.</source>
        <translation>Chaidh an geama a bhuannachadh na bu tràithe san làimh seo: cha chunntar na puingean às dèidh na puinge a bhuannaich e.</translation>
    </message>
    <message>
        <source>Double-click to review this hand</source>
        <translation>Dèan briogadh dùbailte airson ath-sgrùdadh air an làmh seo</translation>
    </message>
    <message>
        <source>took one ({team})</source>
        <translation>fear air a ghabhail ({team})</translation>
    </message>
    <message>
        <source>ran the pack</source>
        <translation>chaidh an deic a ruith</translation>
    </message>
    <message>
        <source>stood</source>
        <translation>sheasadh</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>cha deach a roinn</translation>
    </message>
    <message>
        <source>Hang jack! {team} {points}</source>
        <translation>Seac crochte! {team} {points}</translation>
    </message>
    <message>
        <source>tie ({totals})</source>
        <translation>co-ionnann ({totals})</translation>
    </message>
    <message>
        <source>{team} {points} ({totals}, tie)</source>
        <translation>{team} {points} ({totals}, co-ionnann)</translation>
    </message>
    <message>
        <source>the disk is full — free some space; nothing is saved until then</source>
        <translation>tha an diosg làn — saor beagan àite; cha tèid dad a shàbhaladh gus an uair sin</translation>
    </message>
    <message>
        <source>the history file or its folder may not be written (it is read-only, or another user&apos;s) — nothing is saved until it may</source>
        <translation>chan fhaodar sgrìobhadh ann am faidhle na h-eachdraidh no sa phasgan aige (tha e ri leughadh a-mhàin, no aig cleachdaiche eile) — cha tèid dad a shàbhaladh gus am faodar</translation>
    </message>
    <message>
        <source>another program is holding the history file — nothing is saved until it lets go</source>
        <translation>tha prògram eile a&apos; cumail grèim air faidhle na h-eachdraidh — cha tèid dad a shàbhaladh gus an leig e às e</translation>
    </message>
    <message>
        <source>the history file cannot be opened for writing (it or its folder is read-only, or another user&apos;s) — nothing is saved until it can</source>
        <translation>cha ghabh faidhle na h-eachdraidh fhosgladh airson sgrìobhadh (tha e fhèin no am pasgan aige ri leughadh a-mhàin, no aig cleachdaiche eile) — cha tèid dad a shàbhaladh gus an gabh</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing the history file — nothing is saved until it works again</source>
        <translation>dh&apos;innis an diosg gun robh mearachd ann a&apos; leughadh no a&apos; sgrìobhadh faidhle na h-eachdraidh — cha tèid dad a shàbhaladh gus an obraich e a-rithist</translation>
    </message>
    <message>
        <source>a folder has the history file&apos;s name ({path}) — move or rename it; nothing is saved until then</source>
        <translation>tha an aon ainm air pasgan ’s a th’ air faidhle na h-eachdraidh ({path}) — gluais e no thoir ainm eile air; cha tèid dad a shàbhaladh gus an uair sin</translation>
    </message>
    <message>
        <source>the history file could not be used ({problem}) — nothing is saved until it can</source>
        <translation>cha b&apos; urrainn dhuinn faidhle na h-eachdraidh a chleachdadh ({problem}) — cha tèid dad a shàbhaladh gus an gabh</translation>
    </message>
    <message>
        <source>the history file gave an error ({problem})</source>
        <translation>thug faidhle na h-eachdraidh mearachd ({problem})</translation>
    </message>
    <message>
        <source>The game of {date}</source>
        <translation>an geama air {date}</translation>
    </message>
    <message>
        <source>A game in your history</source>
        <translation>geama san eachdraidh agad</translation>
    </message>
    <message>
        <source>The unfinished game of {date}</source>
        <translation>an geama neo-chrìochnaichte air {date}</translation>
    </message>
    <message>
        <source>An unfinished game in your history</source>
        <translation>geama neo-chrìochnaichte san eachdraidh agad</translation>
    </message>
    <message>
        <source>the game of {date}</source>
        <translation>a&apos; gheama air {date}</translation>
    </message>
    <message>
        <source>a game in your history</source>
        <translation>de gheama san eachdraidh agad</translation>
    </message>
    <message>
        <source>a game missing from your history</source>
        <translation>de gheama a tha a dhìth san eachdraidh agad</translation>
    </message>
    <message>
        <source>Hand {number} of {game}</source>
        <translation>làmh {number} {game}</translation>
    </message>
    <message>
        <source>A hand of {game}</source>
        <translation>làmh air choreigin {game}</translation>
    </message>
    <message>
        <source>Your game history could not be read; it was kept as {path} and a new history was started.</source>
        <translation>Cha b&apos; urrainn dhuinn eachdraidh nan geamannan agad a leughadh; chaidh a cumail mar {path} agus chaidh eachdraidh ùr a thòiseachadh.</translation>
    </message>
    <message>
        <source>Part of your game history (its write-ahead log) could not be read, and SQLite passes over such a part: a copy of it was kept as {path}.</source>
        <translation>Cha b&apos; urrainn dhuinn pàirt de dh&apos;eachdraidh nan geamannan agad (an loga ro-sgrìobhaidh aice) a leughadh, agus leigidh SQLite seachad pàirt mar sin: chaidh lethbhreac dheth a chumail mar {path}.</translation>
    </message>
    <message>
        <source>the history file could not be read ({problem}), and could not be set aside ({error}) — nothing is saved until it can</source>
        <translation>cha b&apos; urrainn dhuinn faidhle na h-eachdraidh a leughadh ({problem}), no a chur an dàrna taobh ({error}) — cha tèid dad a shàbhaladh gus an gabh</translation>
    </message>
    <message>
        <source>{name} is damaged and is left out of your history; it could not be set aside ({problem}), so it stays in {path}.</source>
        <translation>Tha {name} millte, is cha tèid sin a shealltainn san eachdraidh agad; cha b&apos; urrainn dhuinn sin a chur an dàrna taobh ({problem}), mar sin tha an dàta fhathast ann an {path}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its 1 hand, in {folder}.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder} air sgàth milleadh, còmhla ris an aon làimh a bh&apos; ann.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside, with its {count} hands, in {folder}.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder} air sgàth milleadh, còmhla ris na làmhan uile a bh&apos; ann ({count}).</translation>
    </message>
    <message>
        <source>{name} was set aside in {folder}.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder}.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history, but the game can no longer be resumed.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder} air sgàth milleadh; tha làmhan eile a&apos; gheama fhathast san eachdraidh agad, ach cha ghabh leantainn air a&apos; gheama tuilleadh.</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the game&apos;s other hands are still in your history.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder} air sgàth milleadh; tha làmhan eile a&apos; gheama fhathast san eachdraidh agad.</translation>
    </message>
    <message>
        <source>{name} could not be restored ({reason}), so it can no longer be resumed; its hands are still in your history.</source>
        <translation>Cha b&apos; urrainn dhuinn {name} a thoirt air ais ({reason}), mar sin cha ghabh leantainn air tuilleadh; tha na làmhan aige fhathast san eachdraidh agad.</translation>
    </message>
    <message>
        <source>hand {number} is missing</source>
        <translation>tha làmh {number} a dhìth</translation>
    </message>
    <message>
        <source>hand {number} was played to other rules</source>
        <translation>chaidh làmh {number} a chluich fo riaghailtean eile</translation>
    </message>
    <message>
        <source>its first dealer or dealing method is missing</source>
        <translation>tha a&apos; chiad neach-roinn no an dòigh-roinn aige a dhìth</translation>
    </message>
    <message>
        <source>its last hand already won the game</source>
        <translation>bhuannaich an làmh mu dheireadh aige an geama mu thràth</translation>
    </message>
    <message>
        <source>The coach&apos;s analysis of hand {number}</source>
        <translation>Anailis a&apos; choidse air làmh {number}</translation>
    </message>
    <message>
        <source>A coach&apos;s analysis of a hand</source>
        <translation>Anailis coidse air làimh</translation>
    </message>
    <message>
        <source>{name} was damaged and was set aside in {folder}; the hand can be analysed again.</source>
        <translation>Chaidh {name} a chur an dàrna taobh ann an {folder} air sgàth milleadh; gabhaidh anailis a dhèanamh air an làimh a-rithist.</translation>
    </message>
    <message>
        <source>The game saved in {path} could not be taken into your history ({problem}); the file was left as it is.</source>
        <translation>Cha b&apos; urrainn dhuinn an geama a chaidh a shàbhaladh ann an {path} a thoirt a-steach do dh&apos;eachdraidh nan geamannan agad ({problem}); chaidh am faidhle fhàgail mar a bha e.</translation>
    </message>
    <message>
        <source>The game you saved in {path} is in your history again.</source>
        <translation>Tha an geama a shàbhail thu ann an {path} ann an eachdraidh nan geamannan agad a-rithist.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved ({path}) could not be used ({problem}), nor set aside ({error}); it was left as it is.</source>
        <translation>Cha b&apos; urrainn dhuinn faidhle de cho-dhùnaidhean nach deach a shàbhaladh fhathast ({path}) a chleachdadh ({problem}), no a chur an dàrna taobh ({error}); chaidh fhàgail mar a bha e.</translation>
    </message>
    <message>
        <source>A file of decisions not yet saved could not be used ({problem}); it was kept as {path}.</source>
        <translation>Cha b&apos; urrainn dhuinn faidhle de cho-dhùnaidhean nach deach a shàbhaladh fhathast a chleachdadh ({problem}); chaidh a chumail mar {path}.</translation>
    </message>
    <message>
        <source>Decisions of your last game that could not be saved when it was played ({count}) are now in your history.</source>
        <translation>Tha co-dhùnaidhean a&apos; gheama mu dheireadh agad nach b&apos; urrainn dhuinn a shàbhaladh nuair a chaidh a chluich ({count}) ann an eachdraidh nan geamannan agad a-nis.</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>Eachdraidh nan geamannan</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>&amp;Geamannan</translation>
    </message>
    <message>
        <source>&amp;Hands (double-click or Enter to review)</source>
        <translation>&amp;Làmhan (briogadh dùbailte no Enter airson ath-sgrùdadh)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Geamannan</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Làmhan</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Cha b&apos; urrainn dhuinn an eachdraidh agad a leughadh: {reason}</translation>
    </message>
    <message>
        <source>No games in your history yet.</source>
        <translation>Chan eil geama san eachdraidh agad fhathast.</translation>
    </message>
    <message>
        <source>Hand {number}: in progress, {score}</source>
        <translation>Làmh {number}: fhathast a&apos; dol, {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress, {score}</source>
        <translation>Làmh {number} (roinn {dealer}): fhathast a&apos; dol, {score}</translation>
    </message>
    <message>
        <source>Hand {number}: in progress</source>
        <translation>Làmh {number}: fhathast a&apos; dol</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): in progress</source>
        <translation>Làmh {number} (roinn {dealer}): fhathast a&apos; dol</translation>
    </message>
    <message>
        <source>Hand {number}: {score}, {team} won the game</source>
        <translation>Làmh {number}: {score}, bhuannaich {team} an geama</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}, {team} won the game</source>
        <translation>Làmh {number} (roinn {dealer}): {score}, bhuannaich {team} an geama</translation>
    </message>
    <message>
        <source>Hand {number}: {score}</source>
        <translation>Làmh {number}: {score}</translation>
    </message>
    <message>
        <source>Hand {number} ({dealer} dealt): {score}</source>
        <translation>Làmh {number} (roinn {dealer}): {score}</translation>
    </message>
</context>
<context>
    <name>Host</name>
    <message>
        <source>Off: wait for ever</source>
        <translation>Dheth: fuirich gu bràth</translation>
    </message>
    <message>
        <source>30 seconds</source>
        <translation>30 diog</translation>
    </message>
    <message>
        <source>1 minute</source>
        <translation>1 mhionaid</translation>
    </message>
    <message>
        <source>2 minutes</source>
        <translation>2 mhionaid</translation>
    </message>
    <message>
        <source>5 minutes</source>
        <translation>5 mionaidean</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Fosgail bòrd</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Caraid</translation>
    </message>
    <message>
        <source>A friend takes this seat from their own computer</source>
        <translation>Suidhidh caraid san t-suidheachan seo on choimpiutair aca fhèin</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Bòrd {name}</translation>
    </message>
    <message>
        <source>All Fours table</source>
        <translation>Bòrd All Fours</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Còd a&apos; bhùird</translation>
    </message>
    <message>
        <source>Friends type this code to sit down at your table</source>
        <translation>Cuiridh do charaidean an còd seo a-steach gus suidhe aig a&apos; bhòrd agad</translation>
    </message>
    <message>
        <source>Ne&amp;w code</source>
        <translation>&amp;Còd ùr</translation>
    </message>
    <message>
        <source>Let computers on this network &amp;find the table</source>
        <translation>&amp;Leig le coimpiutairean air an lìonra seo am bòrd a lorg</translation>
    </message>
    <message>
        <source>On this network</source>
        <translation>Air an lìonra seo</translation>
    </message>
    <message>
        <source>Over the internet</source>
        <translation>Air an eadar-lìon</translation>
    </message>
    <message>
        <source>Over the internet, each friend&apos;s seat gets its own code to send them; nobody needs an account</source>
        <translation>Air an eadar-lìon, gheibh suidheachan gach caraid a chòd fhèin a chuireas tu thuca; chan fheum duine cunntas</translation>
    </message>
    <message>
        <source>Friends &amp;join</source>
        <translation>&amp;Mar a shuidheas caraidean</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Ainm</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>C&amp;òd</translation>
    </message>
    <message>
        <source>Po&amp;rt</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>T&amp;ime to decide</source>
        <translation>&amp;Ùine airson co-dhùnadh</translation>
    </message>
    <message>
        <source>Th&amp;e table</source>
        <translation>Am &amp;bòrd</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Fos&amp;gail am bòrd</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>port saor sam bith</translation>
    </message>
    <message>
        <source>If this port is in use, another free one is chosen</source>
        <translation>Ma tha am port seo ga chleachdadh, thèid fear saor eile a thaghadh</translation>
    </message>
    <message>
        <source>A friend who does not answer in time has that decision played by their computer; everyone sees the countdown</source>
        <translation>Ma tha caraid ro fhada a&apos; freagairt, cluichidh an coimpiutair an co-dhùnadh sin às an leth; chì a h-uile duine an cunntas sìos</translation>
    </message>
    <message>
        <source>Once the table is open, each friend&apos;s seat gets its own code (like 7-guitarist-revenge): send it to that friend, who chooses Game → Join a Table… → over the internet and types it. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Nuair a bhios am bòrd fosgailte, gheibh suidheachan gach caraid a chòd fhèin (mar 7-guitarist-revenge): cuir e chun a&apos; charaid sin, agus taghaidh iad Geama → Suidh aig bòrd… → air an eadar-lìon agus cuiridh iad a-steach e. Cluichidh an coimpiutair na suidheachain a dh&apos;fhàgas tu do charaidean gus an suidh cuideigin annta.</translation>
    </message>
    <message>
        <source>Friends choose Game → Join a Table… on their own computer, pick your table (or type its address) and type this code. Seats you leave to a friend are played by the computer until someone sits down.</source>
        <translation>Taghaidh do charaidean Geama → Suidh aig bòrd… air a&apos; choimpiutair aca fhèin, taghaidh iad am bòrd agad (no cuiridh iad a sheòladh a-steach) agus cuiridh iad an còd seo a-steach. Cluichidh an coimpiutair na suidheachain a dh&apos;fhàgas tu do charaidean gus an suidh cuideigin annta.</translation>
    </message>
    <message>
        <source>Your friend&apos;s own name shows when they sit down</source>
        <translation>Nochdaidh ainm do charaid fhèin nuair a shuidheas iad</translation>
    </message>
    <message>
        <source>Type your name: your friends see it at the table.</source>
        <translation>Cuir a-steach d&apos; ainm: chì do charaidean e aig a&apos; bhòrd.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend.</source>
        <translation>Tagh co-dhiù aon suidheachan do charaid.</translation>
    </message>
    <message>
        <source>The table needs a code (letters or digits) for your friends to type.</source>
        <translation>Feumaidh am bòrd còd (litrichean no àireamhan) a chuireas do charaidean a-steach.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Suidh aig bòrd</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>A&apos; lorg bhòrd…</translation>
    </message>
    <message>
        <source>the host&apos;s address, like 192.168.1.20:41414</source>
        <translation>seòladh an òstair, mar 192.168.1.20:41414</translation>
    </message>
    <message>
        <source>the code the host gave you</source>
        <translation>an còd a thug an t-òstair dhut</translation>
    </message>
    <message>
        <source>how the others will see you</source>
        <translation>mar a chì càch thu</translation>
    </message>
    <message>
        <source>&amp;Tables on this network</source>
        <translation>&amp;Bùird air an lìonra seo</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>Seò&amp;ladh</translation>
    </message>
    <message>
        <source>Co&amp;de</source>
        <translation>&amp;Còd</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>&amp;D&apos; ainm</translation>
    </message>
    <message>
        <source>&amp;Seat</source>
        <translation>S&amp;uidheachan</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>Su&amp;idh</translation>
    </message>
    <message>
        <source>A table over the &amp;internet (the host sent you a code)</source>
        <translation>Bòrd air an &amp;eadar-lìon (chuir an t-òstair còd thugad)</translation>
    </message>
    <message>
        <source>like 7-guitarist-revenge</source>
        <translation>mar 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>The code your host sent for your seat: with or without dashes; Tab completes a word</source>
        <translation>An còd a chuir an t-òstair agad airson an t-suidheachain agad: le no gun strìochagan; coileanaidh Tab facal</translation>
    </message>
    <message>
        <source>A table on this net&amp;work</source>
        <translation>Bòrd &amp;air an lìonra seo</translation>
    </message>
    <message>
        <source>The &amp;host&apos;s code</source>
        <translation>&amp;Còd an òstair</translation>
    </message>
    <message>
        <source>Your na&amp;me</source>
        <translation>&amp;D&apos; ainm</translation>
    </message>
    <message>
        <source>Any free seat</source>
        <translation>Suidheachan saor sam bith</translation>
    </message>
    <message>
        <source>Seat {number} ({place}): yours, take it back</source>
        <translation>Suidheachan {number} ({place}): leatsa, gabh air ais e</translation>
    </message>
    <message>
        <source>Seat {number} ({place})</source>
        <translation>Suidheachan {number} ({place})</translation>
    </message>
    <message>
        <source>{name} — {players} players, a free seat ({address})</source>
        <translation>{name} — cluicheadairean: {players}, aon suidheachan saor ({address})</translation>
    </message>
    <message numerus="yes">
        <source>{name} — {players} players, %n free seats ({address})</source>
        <translation>
            <numerusform>{name} — cluicheadairean: {players}, %n suidheachan saor ({address})</numerusform>
            <numerusform>{name} — cluicheadairean: {players}, %n shuidheachan shaor ({address})</numerusform>
            <numerusform>{name} — cluicheadairean: {players}, %n suidheachain shaora ({address})</numerusform>
            <numerusform>{name} — cluicheadairean: {players}, %n suidheachan saor ({address})</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a table, or type the host&apos;s address below.</source>
        <translation>Tagh bòrd, no cuir a-steach seòladh an òstair gu h-ìosal.</translation>
    </message>
    <message>
        <source>Type the code your host sent you, like 7-guitarist-revenge.</source>
        <translation>Cuir a-steach an còd a chuir an t-òstair agad thugad, mar 7-guitarist-revenge.</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (like 192.168.1.20:41414), or pick a table.</source>
        <translation>Cuir a-steach seòladh an òstair (mar 192.168.1.20:41414), no tagh bòrd.</translation>
    </message>
    <message>
        <source>Type the table&apos;s code: the host can tell you.</source>
        <translation>Cuir a-steach còd a&apos; bhùird: innsidh an t-òstair dhut e.</translation>
    </message>
    <message>
        <source>Type your name: the others see it at the table.</source>
        <translation>Cuir a-steach d&apos; ainm: chì càch e aig a&apos; bhòrd.</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>New to All Fours? A short guided hand at this table shows how it is played.</source>
        <translation>Ùr do All Fours? Seallaidh làmh ghoirid le stiùireadh aig a&apos; bhòrd seo dhut mar a thèid a chluich.</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Ionnsaich an geama</translation>
    </message>
    <message>
        <source>A guided hand, one idea at a time</source>
        <translation>Làmh le stiùireadh, aon bheachd aig an aon àm</translation>
    </message>
    <message>
        <source>&amp;Deal a game</source>
        <translation>&amp;Roinn geama</translation>
    </message>
    <message>
        <source>Start a game straight away</source>
        <translation>Tòisich air geama sa bhad</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Am breab</translation>
    </message>
    <message>
        <source>{dealer} dealt six cards each and turned up the next one: the kick, {kick}. Its suit, {suit}, is trumps for now. A kick scores at once for the dealer&apos;s side (an ace 1, a six 2, a jack 3), so {side} have 2 points.</source>
        <translation>Roinn {dealer} sia cairtean air gach cluicheadair, agus chaidh an ath chairt a thionndadh: am breab, {kick}. &apos;S e an deise aice, {suit}, na trompaichean an-dràsta. Bidh am breab a&apos; cunntadh sa bhad do thaobh an neach-roinn (ace 1, sia 2, seac 3), mar sin tha 2 phuing aig {side}.</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Seas no guidh</translation>
    </message>
    <message>
        <source>You sit on the dealer&apos;s right, so you are first hand: stand and play with {suit} as trumps, or beg for a change. Your only trump is {card}, a weak hand. Press “I beg”.</source>
        <translation>Tha thu air làimh dheis an neach-roinn, mar sin &apos;s tusa a&apos; chiad làmh: seas is cluich le {suit} mar thrompaichean, no guidh airson atharrachadh. &apos;S e {card} an aon tromp agad, làmh lag. Brùth “Tha mi a&apos; guidhe”.</translation>
    </message>
    <message>
        <source>Take one or run the pack</source>
        <translation>Gabh fear no ruith an deic</translation>
    </message>
    <message>
        <source>The dealer answers a beg. “Take one” gives your side 1 point and {suit} stay trumps; or the dealer runs the pack: three more cards each and a new kick. Watch {dealer} run it.</source>
        <translation>Freagraidh an neach-roinn guidhe. Le “Gabh fear” gheibh an taobh agad 1 phuing agus fanaidh {suit} nan trompaichean; no ruithidh an neach-roinn an deic: trì cairtean a bharrachd do gach cluicheadair agus breab ùr. Seall {dealer} a&apos; ruith na deic.</translation>
    </message>
    <message>
        <source>The lead</source>
        <translation>An stiùireadh</translation>
    </message>
    <message>
        <source>The new kick is {kick}: a new suit, so {suit} are trumps now (an eight scores nothing). As first hand you lead the first trick, and any card may be led. Lead {card}.</source>
        <translation>&apos;S e {kick} am breab ùr: deise ùr, mar sin &apos;s e {suit} na trompaichean a-nis (chan eil ochd a&apos; cunntadh dad). Mar a&apos; chiad làmh, stiùiridh tu a&apos; chiad chleas, agus faodar cairt sam bith a stiùireadh. Stiùir {card}.</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Lean an deise</translation>
    </message>
    <message>
        <source>{name} led {suit}. You hold one, so you must follow suit or play a trump: the cards you may not play are dimmed. Play {card}.</source>
        <translation>Stiùir {name} {suit}. Tha tè dhiubh agad, mar sin feumaidh tu an deise a leantainn no tromp a chluich: tha na cairtean nach fhaod thu a chluich air an dorchachadh. Cluich {card}.</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Tromp</translation>
    </message>
    <message>
        <source>{partner} led {suit} and {dealer} played {high}. You hold no {suit}, so you may play any card, and a trump beats every card of another suit. Trump with {card} and take the trick.</source>
        <translation>Stiùir {partner} {suit} agus chluich {dealer} {high}. Chan eil {suit} agad, mar sin faodaidh tu cairt sam bith a chluich, agus buailidh tromp cairt sam bith de dheise eile. Cluich an tromp {card} agus gabh an cleas.</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Seac crochte</translation>
    </message>
    <message>
        <source>Lead {card}, the highest trump. When a trump is led, everyone must play a trump if they can. If an opponent has to give up the jack of trumps to your side, that is Hang Jack: 3 points instead of 1.</source>
        <translation>Stiùir {card}, an tromp as àirde. Nuair a thèid tromp a stiùireadh, feumaidh a h-uile duine tromp a chluich ma tha fear aca. Ma dh&apos;fheumas co-fharpaiseach seac nan trompaichean a thoirt don taobh agad, &apos;s e sin Seac crochte: 3 puingean an àite 1.</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Cluich a-mach an làmh</translation>
    </message>
    <message>
        <source>Hang Jack! {name} had to play the jack and your ace took it: 3 points to your side when the hand is scored. Now play out the hand: each time, play the card with the yellow ring.</source>
        <translation>Seac crochte! B&apos; fheudar do {name} an seac a chluich agus ghabh an ace agad e: 3 puingean don taobh agad nuair a thèid an làmh a chunntadh. A-nis cluich a-mach an làmh: gach turas, cluich a&apos; chairt leis an fhàinne bhuidhe.</translation>
    </message>
    <message>
        <source>High, Low, Jack and Game</source>
        <translation>Àrd, Ìosal, Seac agus Gèam</translation>
    </message>
    <message>
        <source>The hand is scored. High: 1 to the side dealt the highest trump (your ace). Low: 1 to the side dealt the lowest ({dealer}&apos;s two), whoever took it. Jack: 1 to the side that wins it, or 3 when hanged. Game: in the tricks won, an ace counts 4, a king 3, a queen 2, a jack 1 and a ten 10; the higher total scores 1.</source>
        <translation>Thèid an làmh a chunntadh. Àrd: 1 don taobh a fhuair an tromp as àirde (an ace agad). Ìosal: 1 don taobh a fhuair an tromp as ìsle (a dhà aig {dealer}), ge b&apos; e cò a ghabh e. Seac: 1 don taobh a bhuannaicheas e, no 3 ma chaidh a chrochadh. Gèam: anns na cleasan a chaidh a bhuannachadh, tha ace a&apos; cunntadh 4, rìgh 3, bànrigh 2, seac 1 agus deich 10; gheibh an t-iomlan as àirde 1.</translation>
    </message>
    <message>
        <source>Ready to play</source>
        <translation>Deiseil airson cluich</translation>
    </message>
    <message>
        <source>That is a hand of All Fours. The score carries on from hand to hand, the deal passes to the right, and the first side to reach 14 wins. In a game, H gives a hint and F1 shows the rules.</source>
        <translation>Sin agad làmh de All Fours. Leanaidh an sgòr o làimh gu làimh, thèid an roinn chun na làimhe deise, agus buannaichidh a&apos; chiad taobh a ruigeas 14. Ann an geama, bheir H sanas dhut agus seallaidh F1 na riaghailtean.</translation>
    </message>
    <message>
        <source>You may not play {card} now: {suit} were led and you hold one, so you must follow suit or play a trump.</source>
        <translation>Chan fhaod thu {card} a chluich an-dràsta: chaidh {suit} a stiùireadh agus tha tè dhiubh agad, mar sin feumaidh tu an deise a leantainn no tromp a chluich.</translation>
    </message>
    <message>
        <source>No need for {card}: {name}&apos;s {winning} already takes this trick for your side, and a trump spent on it is wasted.</source>
        <translation>Chan eil feum air {card}: tha {winning} aig {name} a&apos; gabhail a&apos; chleas seo don taobh agad mu thràth, agus tha tromp a chluicheas tu air air a chall.</translation>
    </message>
    <message>
        <source>Playing {card} would not win the trick: {name}&apos;s {winning} would still take it.</source>
        <translation>Cha bhuannaicheadh {card} an cleas: ghabhadh {winning} aig {name} e fhathast.</translation>
    </message>
    <message>
        <source>Playing {card} would take the trick too, but it counts {points} for Game: win with a card worth less and keep it.</source>
        <translation>Ghabhadh {card} an cleas cuideachd, ach tha e luach {points} airson Gèam: buannaich le cairt as lugha luach agus cùm e.</translation>
    </message>
    <message>
        <source>Lead a trump here, not {card}: when a trump is led, everyone must play a trump if they can.</source>
        <translation>Stiùir tromp an seo, chan e {card}: nuair a thèid tromp a stiùireadh, feumaidh a h-uile duine tromp a chluich ma tha fear aca.</translation>
    </message>
    <message>
        <source>Lead your highest trump, not {card}: a higher trump could still beat it.</source>
        <translation>Stiùir an tromp as àirde agad, chan e {card}: dh&apos;fhaodadh tromp nas àirde a&apos; chùis a dhèanamh air fhathast.</translation>
    </message>
    <message>
        <source>Keep {card}: it is a trump, and trumps take tricks later. Lead a card of another suit.</source>
        <translation>Cùm {card}: &apos;s e tromp a th&apos; ann, agus gabhaidh trompaichean cleasan nas fhaide air adhart. Stiùir cairt de dheise eile.</translation>
    </message>
    <message>
        <source>Keep {card}: it is the only card of its suit you hold, to follow suit when that suit is led.</source>
        <translation>Cùm {card}: &apos;s i an aon chairt den deise sin a th&apos; agad, airson an deise a leantainn nuair a thèid an deise sin a stiùireadh.</translation>
    </message>
    <message>
        <source>Keep {card} for later: it is high in its suit. Lead a low card of that suit first.</source>
        <translation>Cùm {card} airson nas fhaide air adhart: tha i àrd san deise aice. Stiùir cairt ìosal den deise sin an toiseach.</translation>
    </message>
    <message>
        <source>Keep {card} for later: this lesson plays another card first.</source>
        <translation>Cùm {card} airson nas fhaide air adhart: cluichidh an leasan seo cairt eile an toiseach.</translation>
    </message>
    <message>
        <source>Read this step first, then press Next.</source>
        <translation>Leugh an ceum seo an toiseach, an uairsin brùth Air adhart.</translation>
    </message>
    <message>
        <source>You could stand, but this lesson shows a beg: press “I beg”.</source>
        <translation>Dh&apos;fhaodadh tu seasamh, ach tha an leasan seo a&apos; sealltainn guidhe: brùth “Tha mi a&apos; guidhe”.</translation>
    </message>
    <message>
        <source>Not that card: this step plays {card}, the one with the yellow ring.</source>
        <translation>Chan e a&apos; chairt sin: cluichidh an ceum seo {card}, an tè leis an fhàinne bhuidhe.</translation>
    </message>
    <message>
        <source>Play {card}, the one with the yellow ring.</source>
        <translation>Cluich {card}, an tè leis an fhàinne bhuidhe.</translation>
    </message>
    <message>
        <source>You took the trick with {card}.</source>
        <translation>Ghabh thusa an cleas le {card}.</translation>
    </message>
    <message>
        <source>{name} took the trick with {card}.</source>
        <translation>Ghabh {name} an cleas le {card}.</translation>
    </message>
    <message>
        <source>Bac&amp;k</source>
        <translation>Air &amp;ais</translation>
    </message>
    <message>
        <source>The step before, from where it began</source>
        <translation>An ceum roimhe, on àite far an do thòisich e</translation>
    </message>
    <message>
        <source>Ski&amp;p lesson</source>
        <translation>&amp;Leum an leasan</translation>
    </message>
    <message>
        <source>Leave the lesson and deal a real game</source>
        <translation>Fàg an leasan agus roinn fìor gheama</translation>
    </message>
    <message>
        <source>&amp;Start a real game</source>
        <translation>&amp;Tòisich air fìor gheama</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Air a&amp;dhart</translation>
    </message>
    <message>
        <source>Lesson step {number} of {count}</source>
        <translation>Ceum {number} de {count} san leasan</translation>
    </message>
    <message>
        <source>Lesson: {title}</source>
        <translation>Leasan: {title}</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Furasta</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Meadhanach</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Doirbh</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eòlaiche</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>South</source>
        <translation>Deas</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ear</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Tuath</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Iar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Thu fhèin</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Làmh dheas</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Com-pàirtiche</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Làmh chlì</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Co-fharpaiseach</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>1 wrong code from {address}.</source>
        <translation>1 chòd ceàrr o {address}.</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}.</source>
        <translation>
            <numerusform>%n chòd ceàrr o {address}.</numerusform>
            <numerusform>%n chòd cheàrr o {address}.</numerusform>
            <numerusform>%n còdan ceàrra o {address}.</numerusform>
            <numerusform>%n còd ceàrr o {address}.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 wrong code from {address}</source>
        <translation>1 chòd ceàrr o {address}</translation>
    </message>
    <message numerus="yes">
        <source>%n wrong codes from {address}</source>
        <translation>
            <numerusform>%n chòd ceàrr o {address}</numerusform>
            <numerusform>%n chòd cheàrr o {address}</numerusform>
            <numerusform>%n còdan ceàrra o {address}</numerusform>
            <numerusform>%n còd ceàrr o {address}</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Suidheachan {number}</translation>
    </message>
    <message>
        <source>Join my All Fours table: open All Fours, choose Game → Join a Table… → over the internet, and type {code}</source>
        <translation>Suidh aig a&apos; bhòrd All Fours agam: fosgail All Fours, tagh Geama → Suidh aig bòrd… → air an eadar-lìon, agus cuir a-steach {code}</translation>
    </message>
    <message>
        <source>Send each friend the code for their seat (Copy gives you the line to send). A code works once: a friend who comes back later gets a new one.</source>
        <translation>Cuir an còd airson an t-suidheachain aca gu gach caraid (bheir am putan «Dèan lethbhreac» dhut an loidhne ri cur). Chan obraich còd ach aon turas: gheibh caraid a thilleas às dèidh làimh fear ùr.</translation>
    </message>
    <message>
        <source>{place}: making a code…</source>
        <translation>{place}: a&apos; dèanamh còd…</translation>
    </message>
    <message>
        <source>The invitation for {place} is copied: paste it into a message to your friend.</source>
        <translation>Chaidh lethbhreac a dhèanamh den chuireadh airson {place}: cuir ann e ann an teachdaireachd gu do charaid.</translation>
    </message>
    <message>
        <source>Copy {place}&apos;s invitation</source>
        <translation>Dèan lethbhreac dhen chuireadh airson {place}</translation>
    </message>
    <message>
        <source>New code for {place}</source>
        <translation>Còd ùr airson {place}</translation>
    </message>
    <message>
        <source>computer ({level})</source>
        <translation>coimpiutair ({level})</translation>
    </message>
    <message>
        <source>the host · ready</source>
        <translation>an t-òstair · deiseil</translation>
    </message>
    <message>
        <source>the host</source>
        <translation>an t-òstair</translation>
    </message>
    <message>
        <source>waiting for a friend to join</source>
        <translation>a&apos; feitheamh ri caraid</translation>
    </message>
    <message>
        <source>away (the computer plays meanwhile)</source>
        <translation>air falbh (tha an coimpiutair a&apos; cluich san eadar-àm)</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>deiseil ✓</translation>
    </message>
    <message>
        <source>here, not ready yet</source>
        <translation>an seo, ach gun a bhith deiseil fhathast</translation>
    </message>
    <message>
        <source>{state} (you)</source>
        <translation>{state} (thusa)</translation>
    </message>
    <message>
        <source>Someone tried a wrong code for {place}: send them the new one.</source>
        <translation>Dh&apos;fheuch cuideigin còd ceàrr airson {place}: cuir an còd ùr thuca.</translation>
    </message>
    <message>
        <source>No code for {place}: {reason}.</source>
        <translation>Chan eil còd ann airson {place}: {reason}.</translation>
    </message>
    <message>
        <source>Start (waiting for everyone to be ready)</source>
        <translation>Tòisich (a&apos; feitheamh ris a h-uile duine a bhith deiseil)</translation>
    </message>
    <message>
        <source>Start now (computers keep the empty seats)</source>
        <translation>Tòisich an-dràsta (cumaidh coimpiutairean na suidheachain fhalamh)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Tòisich</translation>
    </message>
    <message>
        <source>Tell your friends the address &lt;b&gt;{address}&lt;/b&gt; and the code &lt;b&gt;{code}&lt;/b&gt;: they choose Game → Join a Table…</source>
        <translation>Innis an seòladh &lt;b&gt;{address}&lt;/b&gt; agus an còd &lt;b&gt;{code}&lt;/b&gt; do do charaidean: taghaidh iad Geama → Suidh aig bòrd…</translation>
    </message>
    <message>
        <source>Your table is open: {name}</source>
        <translation>Tha am bòrd agad fosgailte: {name}</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat to someone else</source>
        <translation>Thoir an suidheachan aig {name} do chuideigin eile</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Dùin am bòrd</translation>
    </message>
    <message>
        <source>When everyone is ready, the host starts the game.</source>
        <translation>Nuair a bhios a h-uile duine deiseil, tòisichidh an t-òstair an geama.</translation>
    </message>
    <message>
        <source>Say you are ready; the host starts the game when everyone is.</source>
        <translation>Innis gu bheil thu deiseil; tòisichidh an t-òstair an geama nuair a bhios a h-uile duine.</translation>
    </message>
    <message>
        <source>At {table}</source>
        <translation>Aig {table}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Aig a&apos; bhòrd</translation>
    </message>
    <message>
        <source>Not ready after all</source>
        <translation>Chan eil mi deiseil fhathast</translation>
    </message>
    <message>
        <source>I&apos;m ready</source>
        <translation>Tha mi deiseil</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Fàg am bòrd</translation>
    </message>
    <message>
        <source>You lost the connection to the table</source>
        <translation>Chaill thu an ceangal ris a&apos; bhòrd</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: ask your host for a new code for your seat, and join with it to take your seat back.</source>
        <translation>{reason}. Cluichidh coimpiutair an suidheachan agad gus an till thu: iarr còd ùr airson an t-suidheachain agad air an òstair agad, agus suidh leis gus an suidheachan agad fhaighinn air ais.</translation>
    </message>
    <message>
        <source>{reason}. A computer plays your seat until you come back: Reconnect takes it back.</source>
        <translation>{reason}. Cluichidh coimpiutair an suidheachan agad gus an till thu: gheibh thu air ais e le Ceangail a-rithist.</translation>
    </message>
    <message>
        <source>Join with a new code…</source>
        <translation>Suidh le còd ùr…</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Ceangail a-rithist</translation>
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
        <translation>&amp;Geama</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Geama ùr…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sanas</translation>
    </message>
    <message>
        <source>&amp;Last Trick</source>
        <translation>An &amp;cleas mu dheireadh</translation>
    </message>
    <message>
        <source>Show the trick just won (or point at a won pile)</source>
        <translation>Seall an cleas a chaidh a bhuannachadh an-dràsta (no comharraich dùn de chleasan)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Roghainnean…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Fàg</translation>
    </message>
    <message>
        <source>Open a table that friends on your network can join</source>
        <translation>Fosgail bòrd far an urrainn do charaidean air an lìonra agad suidhe</translation>
    </message>
    <message>
        <source>&amp;Join a Table…</source>
        <translation>S&amp;uidh aig bòrd…</translation>
    </message>
    <message>
        <source>Sit down at a friend&apos;s table</source>
        <translation>Suidh aig bòrd caraid</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Fàg am &amp;bòrd</translation>
    </message>
    <message>
        <source>Sa&amp;y</source>
        <translation>&amp;Abair</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Abair rudeigin ris a&apos; bhòrd</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Thoir air ais</translation>
    </message>
    <message>
        <source>H&amp;ost a Table…</source>
        <translation>F&amp;osgail bòrd…</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Dùin am bòrd</translation>
    </message>
    <message>
        <source>Game H&amp;istory…</source>
        <translation>&amp;Eachdraidh nan geamannan…</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>Stad&amp;astaireachd…</translation>
    </message>
    <message>
        <source>Practise &amp;Mistakes…</source>
        <translation>&amp;Mearachdan ri chleachdadh…</translation>
    </message>
    <message>
        <source>Play again the decisions the analysis called mistakes</source>
        <translation>Cluich a-rithist na co-dhùnaidhean ris an tuirt an anailis mearachdan</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Sealladh</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Luaths nam beòthachaidhean</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slaodach</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Àbhaisteach</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Luath</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sa bhad</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Cànan</translation>
    </message>
    <message>
        <source>System Language</source>
        <translation>Cànan an t-siostaim</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Cobhair</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Riaghailtean</translation>
    </message>
    <message>
        <source>Learn to &amp;Play</source>
        <translation>&amp;Ionnsaich an geama</translation>
    </message>
    <message>
        <source>A guided hand at this table, one idea at a time</source>
        <translation>Làmh le stiùireadh aig a&apos; bhòrd seo, aon bheachd aig an aon àm</translation>
    </message>
    <message>
        <source>&amp;About All Fours</source>
        <translation>&amp;Mu dhèidhinn All Fours</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bòrd</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Càch</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}. The game stays in your history: next time, Host it again and they take their seats back.</source>
        <translation>A bheil thu airson fàgail? Dùinidh am bòrd do {friends}. Fanaidh an geama san eachdraidh agad: an ath thuras, fosgail e a-rithist agus gheibh iad na suidheachain aca air ais.</translation>
    </message>
    <message>
        <source>Quit? The table closes for {friends}.</source>
        <translation>A bheil thu airson fàgail? Dùinidh am bòrd do {friends}.</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Fàg All Fours</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Fàg</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Lean air a&apos; chluich</translation>
    </message>
</context>
<context>
    <name>MistakesDialog</name>
    <message>
        <source>Hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Làmh {number}: thagh thu {choice}, mearachd mhòr; b’ e {best} a b’ fheàrr.</translation>
    </message>
    <message>
        <source>Hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Làmh {number}: thagh thu {choice}, mearachd; b’ e {best} a b’ fheàrr.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a blunder; the best was {best}.</source>
        <translation>Geama {game}, làmh {number}: thagh thu {choice}, mearachd mhòr; b’ e {best} a b’ fheàrr.</translation>
    </message>
    <message>
        <source>Game {game}, hand {number}: you chose {choice}, a mistake; the best was {best}.</source>
        <translation>Geama {game}, làmh {number}: thagh thu {choice}, mearachd; b’ e {best} a b’ fheàrr.</translation>
    </message>
    <message>
        <source>Practise Mistakes</source>
        <translation>Mearachdan ri chleachdadh</translation>
    </message>
    <message>
        <source>Decisions the analysis called mistakes or blunders. Choose one to play it again: you hold the same cards, and the cards you could not see are dealt afresh.</source>
        <translation>Co-dhùnaidhean ris an tuirt an anailis mearachdan no mearachdan mòra. Tagh fear gus a chluich a-rithist: bidh na h-aon chairtean agad, agus thèid na cairtean nach fhaiceadh tu a roinn às ùr.</translation>
    </message>
    <message>
        <source>No mistakes to practise yet. Analyse a hand in its review: the decisions it calls mistakes or blunders are listed here.</source>
        <translation>Chan eil mearachd agad ri chleachdadh fhathast. Dèan anailis air làimh san ath-sgrùdadh aice: thèid na co-dhùnaidhean ris an can i mearachdan no mearachdan mòra a liostadh an seo.</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Feuch a-rithist</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>You</source>
        <translation>Thu fhèin</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Com-pàirtiche</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>the table is busy, trying again</source>
        <translation>tha am bòrd trang, a&apos; feuchainn a-rithist</translation>
    </message>
    <message>
        <source>the table stayed busy</source>
        <translation>bha am bòrd trang fhathast</translation>
    </message>
    <message>
        <source>it stopped reading</source>
        <translation>sguir e a leughadh</translation>
    </message>
    <message>
        <source>that code was wrong or already used: ask the host for a new one</source>
        <translation>bha an còd sin ceàrr no air a chleachdadh mu thràth: iarr fear ùr air an òstair</translation>
    </message>
    <message>
        <source>nobody is waiting on that code: ask the host for a new one</source>
        <translation>chan eil duine a&apos; feitheamh air a&apos; chòd sin: iarr fear ùr air an òstair</translation>
    </message>
    <message>
        <source>that is not a code: a code looks like 7-guitarist-revenge</source>
        <translation>chan e còd a tha sin: tha còd coltach ri 7-guitarist-revenge</translation>
    </message>
    <message>
        <source>the internet table&apos;s server cannot be reached: check the connection, or the server in Settings</source>
        <translation>cha ghabh frithealaiche a&apos; bhùird air an eadar-lìon a ruigsinn: thoir sùil air a&apos; cheangal, no air an fhrithealaiche sna Roghainnean</translation>
    </message>
    <message>
        <source>the internet table&apos;s server refused: check the server in Settings</source>
        <translation>dhiùlt frithealaiche a&apos; bhùird air an eadar-lìon: thoir sùil air an fhrithealaiche sna Roghainnean</translation>
    </message>
    <message>
        <source>the host was found, but no connection to them could be made</source>
        <translation>chaidh an t-òstair a lorg, ach cha b&apos; urrainn dhuinn ceangal a dhèanamh ris</translation>
    </message>
    <message>
        <source>internet play is not available in this copy of All Fours</source>
        <translation>chan eil cluich air an eadar-lìon ri fhaighinn san lethbhreac seo de All Fours</translation>
    </message>
    <message>
        <source>the internet connection was lost</source>
        <translation>chaidh an ceangal ris an eadar-lìon a chall</translation>
    </message>
    <message>
        <source>the host&apos;s connection closed</source>
        <translation>dhùin an ceangal aig an òstair</translation>
    </message>
    <message>
        <source>too many wrong codes were tried on that seat</source>
        <translation>chaidh cus chòdan ceàrr fheuchainn air an t-suidheachan sin</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Dhùin an t-òstair am bòrd.</translation>
    </message>
    <message>
        <source>The host quit: the game can go on later, when they host it again.</source>
        <translation>Dh&apos;fhàg an t-òstair: faodaidh an geama leantainn nas fhaide air adhart, nuair a dh&apos;fhosglas iad e a-rithist.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Tha an geama seachad.</translation>
    </message>
    <message>
        <source>The host stopped.</source>
        <translation>Stad an t-òstair.</translation>
    </message>
    <message>
        <source>Every seat of that game was a friend&apos;s: there is none for you to host it from.</source>
        <translation>Bha gach suidheachan sa gheama sin aig caraid: chan eil gin ann dhut airson aoigheachd a thoirt dha.</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>Cha b&apos; urrainn dhuinn am bòrd fhosgladh: {reason}</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays for them until they come back.</source>
        <translation>Dh&apos;fhàg {name} am bòrd: cluichidh an coimpiutair às an leth gus an till iad.</translation>
    </message>
    <message>
        <source>{name} took too long: the computer played for them.</source>
        <translation>Bha {name} ro fhada: chluich an coimpiutair às an leth.</translation>
    </message>
    <message>
        <source>The game could not start: {reason}</source>
        <translation>Cha b&apos; urrainn dhan gheama tòiseachadh: {reason}</translation>
    </message>
    <message>
        <source>&amp;Close the Table</source>
        <translation>&amp;Dùin am bòrd</translation>
    </message>
    <message>
        <source>Your table is open over the internet: each friend&apos;s seat gets its own code.</source>
        <translation>Tha am bòrd agad fosgailte air an eadar-lìon: gheibh suidheachan gach caraid a chòd fhèin.</translation>
    </message>
    <message>
        <source>Your table is open at {address}, code {code}.</source>
        <translation>Tha am bòrd agad fosgailte aig {address}, còd {code}.</translation>
    </message>
    <message>
        <source>A new code for {place}: {code}. Send it to your friend: they join with it and take their seat back.</source>
        <translation>Còd ùr airson {place}: {code}. Cuir e gu do charaid: suidhidh iad leis agus gheibh iad an suidheachan aca air ais.</translation>
    </message>
    <message>
        <source>{name}&apos;s connection dropped: reconnecting…</source>
        <translation>Chaidh an ceangal aig {name} a chall: a&apos; ceangal a-rithist…</translation>
    </message>
    <message>
        <source>{name} is connected again.</source>
        <translation>Tha {name} ceangailte a-rithist.</translation>
    </message>
    <message>
        <source>Your table over the internet</source>
        <translation>Am bòrd agad air an eadar-lìon</translation>
    </message>
    <message>
        <source>{place}: {code}</source>
        <translation>{place}: {code}</translation>
    </message>
    <message>
        <source>Your table: {address} · code {code}</source>
        <translation>Am bòrd agad: {address} · còd {code}</translation>
    </message>
    <message>
        <source>{table} at {address}</source>
        <translation>{table} aig {address}</translation>
    </message>
    <message>
        <source>Table at {address}</source>
        <translation>Bòrd aig {address}</translation>
    </message>
    <message>
        <source>Everyone who has joined must be ready first.</source>
        <translation>Feumaidh a h-uile duine a shuidh a bhith deiseil an toiseach.</translation>
    </message>
    <message>
        <source>The game begins.</source>
        <translation>Tha an geama a&apos; tòiseachadh.</translation>
    </message>
    <message>
        <source>Joining the table at {address}…</source>
        <translation>A&apos; suidhe aig a&apos; bhòrd aig {address}…</translation>
    </message>
    <message>
        <source>Looking for your host over the internet…</source>
        <translation>A&apos; lorg an òstair agad air an eadar-lìon…</translation>
    </message>
    <message>
        <source>Could not join the table: {reason}</source>
        <translation>Cha b&apos; urrainn dhut suidhe aig a&apos; bhòrd: {reason}</translation>
    </message>
    <message>
        <source>You are at {table} as {name}.</source>
        <translation>Tha thu aig {table} mar {name}.</translation>
    </message>
    <message>
        <source>You are at the table as {name}.</source>
        <translation>Tha thu aig a&apos; bhòrd mar {name}.</translation>
    </message>
    <message>
        <source>The game goes on where it stood.</source>
        <translation>Tha an geama a&apos; leantainn far an robh e.</translation>
    </message>
    <message>
        <source>You are back in the game.</source>
        <translation>Tha thu air ais sa gheama.</translation>
    </message>
    <message>
        <source>You join the game under way.</source>
        <translation>Tha thu a&apos; gabhail pàirt sa gheama a tha a&apos; dol.</translation>
    </message>
    <message>
        <source>Connection dropped: reconnecting…</source>
        <translation>Chaidh an ceangal a chall: a&apos; ceangal a-rithist…</translation>
    </message>
    <message>
        <source>{table} over the internet</source>
        <translation>{table} air an eadar-lìon</translation>
    </message>
    <message>
        <source>A table over the internet</source>
        <translation>Bòrd air an eadar-lìon</translation>
    </message>
    <message>
        <source>One phrase a second, please.</source>
        <translation>Aon abairt gach diog, mas e do thoil e.</translation>
    </message>
    <message>
        <source>The connection to the table was lost ({reason}).</source>
        <translation>Chaidh an ceangal ris a&apos; bhòrd a chall ({reason}).</translation>
    </message>
    <message>
        <source>Lea&amp;ve the Table</source>
        <translation>Fàg am &amp;bòrd</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Dùin am bòrd</translation>
    </message>
    <message>
        <source>Close the table? {friends} will be sent away from it.</source>
        <translation>An dùin thu am bòrd? Thèid {friends} a chur air falbh uaithe.</translation>
    </message>
    <message>
        <source>Keep it open</source>
        <translation>Cùm fosgailte e</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} agus {last}</translation>
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
        <translation>&amp;Thu fhèin (Deas)</translation>
    </message>
    <message>
        <source>Ri&amp;ght (East)</source>
        <translation>Air do làimh dheis (&amp;Ear)</translation>
    </message>
    <message>
        <source>&amp;Partner (North)</source>
        <translation>C&amp;om-pàirtiche (Tuath)</translation>
    </message>
    <message>
        <source>&amp;Left (West)</source>
        <translation>Air &amp;do làimh chlì (Iar)</translation>
    </message>
    <message>
        <source>&amp;You</source>
        <translation>Thu &amp;fhèin</translation>
    </message>
    <message>
        <source>O&amp;pponent</source>
        <translation>C&amp;o-fharpaiseach</translation>
    </message>
    <message>
        <source>Name: {seat}</source>
        <translation>Ainm: {seat}</translation>
    </message>
    <message>
        <source>Level: {seat}</source>
        <translation>Ìre: {seat}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Geama ùr</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ìre</translation>
    </message>
    <message>
        <source>R&amp;ules (Trinidad defaults first)</source>
        <translation>&amp;Riaghailtean (bun-roghainnean Thrianaid an toiseach)</translation>
    </message>
    <message>
        <source>&amp;House rules (off by default)</source>
        <translation>Riaghailtean an taig&amp;he (dheth o thùs)</translation>
    </message>
    <message>
        <source>&amp;Trinidad defaults</source>
        <translation>Bun-roghainnean Thria&amp;naid</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>Ro&amp;inn</translation>
    </message>
</context>
<context>
    <name>NoticeLabel</name>
    <message>
        <source>Please note: {notices}</source>
        <translation>Thoir an aire: {notices}</translation>
    </message>
</context>
<context>
    <name>NoticePanel</name>
    <message>
        <source>Please note</source>
        <translation>Thoir an aire</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Ceart ma-thà</translation>
    </message>
    <message>
        <source>Show &amp;folder</source>
        <translation>Seall am &amp;pasgan</translation>
    </message>
</context>
<context>
    <name>Phrases</name>
    <message>
        <source>Good play, partner</source>
        <translation>Deagh chluich, a chom-pàirtiche</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Sin thu fhèin</translation>
    </message>
    <message>
        <source>Unlucky</source>
        <translation>Droch fhortan</translation>
    </message>
    <message>
        <source>Hurry up!</source>
        <translation>Greas ort!</translation>
    </message>
    <message>
        <source>Thanks</source>
        <translation>Tapadh leibh</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Deagh gheama</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>to stand</source>
        <translation>seasamh</translation>
    </message>
    <message>
        <source>to beg</source>
        <translation>guidhe</translation>
    </message>
    <message>
        <source>to say “take one”</source>
        <translation>“gabh fear” a ràdh</translation>
    </message>
    <message>
        <source>to run the pack</source>
        <translation>an deic a ruith</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a mistake. The cards you could not see are dealt again: choose again.</source>
        <translation>Cleachdadh: anns a’ gheama thagh thu {choice} an seo, mearachd. Thèid na cairtean nach fhaiceadh tu a roinn a-rithist: tagh a-rithist.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here, a blunder. The cards you could not see are dealt again: choose again.</source>
        <translation>Cleachdadh: anns a’ gheama thagh thu {choice} an seo, mearachd mhòr. Thèid na cairtean nach fhaiceadh tu a roinn a-rithist: tagh a-rithist.</translation>
    </message>
    <message>
        <source>Practice: in the game you chose {choice} here. The cards you could not see are dealt again: choose again.</source>
        <translation>Cleachdadh: anns a’ gheama thagh thu {choice} an seo. Thèid na cairtean nach fhaiceadh tu a roinn a-rithist: tagh a-rithist.</translation>
    </message>
    <message>
        <source>The best choice: you chose {choice}.</source>
        <translation>An roghainn as fheàrr: thagh thu {choice}.</translation>
    </message>
    <message>
        <source>As good as the best: you chose {choice}, and the best, {best}, wins no more often, within the estimate&apos;s error.</source>
        <translation>Cho math ris an roghainn as fheàrr: thagh thu {choice}, agus cha bhuannaich an roghainn as fheàrr, {best}, nas trice, taobh a-staigh mì-chinnt an tuairmse.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, an inaccuracy. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Chan eil e cho math ris an roghainn as fheàrr: thagh thu {choice}, mì-chruinneas. B’ e {best} a b’ fheàrr: tuitidh do chothrom an geama a bhuannachadh mu {points} à 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a mistake. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Chan eil e cho math ris an roghainn as fheàrr: thagh thu {choice}, mearachd. B’ e {best} a b’ fheàrr: tuitidh do chothrom an geama a bhuannachadh mu {points} à 100.</translation>
    </message>
    <message>
        <source>Not as good as the best: you chose {choice}, a blunder. The best was {best}: your chance to win the match drops by about {points} in 100.</source>
        <translation>Chan eil e cho math ris an roghainn as fheàrr: thagh thu {choice}, mearachd mhòr. B’ e {best} a b’ fheàrr: tuitidh do chothrom an geama a bhuannachadh mu {points} à 100.</translation>
    </message>
    <message>
        <source>Your choice could not be judged: {problem}.</source>
        <translation>Cha b’ urrainn breith a thoirt air do roghainn: {problem}.</translation>
    </message>
    <message>
        <source>Leave the shared table first: practice is played at your own table.</source>
        <translation>Fàg am bòrd co-roinnte an toiseach: tha cleachdadh ga chluich aig a’ bhòrd agad fhèin.</translation>
    </message>
    <message>
        <source>This decision cannot be practised: {problem}.</source>
        <translation>Chan urrainnear an co-dhùnadh seo a chleachdadh: {problem}.</translation>
    </message>
    <message>
        <source>Weighing your choice against the best…</source>
        <translation>A’ cothromachadh do roghainn ris an roghainn as fheàrr…</translation>
    </message>
    <message>
        <source>Try &amp;another</source>
        <translation>Feuch &amp;fear eile</translation>
    </message>
    <message>
        <source>Another mistake to practise (or this one, dealt again)</source>
        <translation>Mearachd eile ri chleachdadh (no an tè seo, air a roinn a-rithist)</translation>
    </message>
    <message>
        <source>&amp;Back to the review</source>
        <translation>&amp;Air ais dhan ath-sgrùdadh</translation>
    </message>
    <message>
        <source>Leave practice and see the hand again</source>
        <translation>Fàg an cleachdadh is faic an làmh a-rithist</translation>
    </message>
    <message>
        <source>Your analysed hands could not be read: {problem}.</source>
        <translation>Cha b’ urrainn na làmhan air an do rinn thu anailis a leughadh: {problem}.</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>it is larger than {size} MB</source>
        <translation>tha e nas motha na {size} MB</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>tha e nas motha na {size} KB</translation>
    </message>
    <message>
        <source>{name} is not a number JSON allows</source>
        <translation>chan e àireamh a cheadaicheas JSON a th&apos; ann an {name}</translation>
    </message>
    <message>
        <source>it has a number with more than 100 digits</source>
        <translation>tha àireamh ann le còrr is 100 figear</translation>
    </message>
    <message>
        <source>it has NUL bytes in it: it is not a text file</source>
        <translation>tha bytes NUL ann: chan e faidhle teacsa a th&apos; ann</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>chan e teacsa UTF-8 a th&apos; ann</translation>
    </message>
    <message>
        <source>it is nested more than {depth} levels deep</source>
        <translation>tha e air a neadachadh nas doimhne na {depth} ìre</translation>
    </message>
    <message>
        <source>it is not JSON (line {line}, column {column})</source>
        <translation>chan e JSON a th&apos; ann (loidhne {line}, colbh {column})</translation>
    </message>
    <message>
        <source>it is nested too deep</source>
        <translation>tha e air a neadachadh ro dhomhainn</translation>
    </message>
    <message>
        <source>the file holds no hand record (a JSON object)</source>
        <translation>chan eil clàr làimhe san fhaidhle (oibseact JSON)</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>chan e faidhle àbhaisteach a th&apos; ann</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>tha an diosg làn</translation>
    </message>
    <message>
        <source>permission was refused</source>
        <translation>cha deach cead a thoirt</translation>
    </message>
    <message>
        <source>the disk reported an error reading or writing</source>
        <translation>dh&apos;innis an diosg gun robh mearachd ann le leughadh no sgrìobhadh</translation>
    </message>
    <message>
        <source>the other computer cannot be reached</source>
        <translation>cha ghabh an coimpiutair eile a ruigsinn</translation>
    </message>
    <message>
        <source>the connection was broken off</source>
        <translation>chaidh an ceangal a bhristeadh</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>tha an diosg ri leughadh a-mhàin</translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation>chan eil am faidhle no am pasgan ann</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>chan e pasgan a th&apos; ann am pàirt den t-slighe aige</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>&apos;s e pasgan a th&apos; ann, chan e faidhle</translation>
    </message>
    <message>
        <source>a file of that name is already there</source>
        <translation>tha faidhle air a bheil an t-ainm sin ann mu thràth</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>tha an t-ainm ro fhada</translation>
    </message>
    <message>
        <source>too many files are open</source>
        <translation>tha cus fhaidhlichean fosgailte</translation>
    </message>
    <message>
        <source>the port is already in use</source>
        <translation>tha am port ga chleachdadh mu thràth</translation>
    </message>
    <message>
        <source>that address is not one of this computer&apos;s</source>
        <translation>chan eil an seòladh sin aig a&apos; choimpiutair seo</translation>
    </message>
    <message>
        <source>the other computer refused the connection</source>
        <translation>dhiùlt an coimpiutair eile an ceangal</translation>
    </message>
    <message>
        <source>there was no answer in time</source>
        <translation>cha tàinig freagairt ann an àm</translation>
    </message>
    <message>
        <source>the address could not be found</source>
        <translation>cha b&apos; urrainn dhuinn an seòladh a lorg</translation>
    </message>
    <message>
        <source>there is not enough memory</source>
        <translation>chan eil cuimhne gu leòr ann</translation>
    </message>
    <message>
        <source>it is not text</source>
        <translation>chan e teacsa a th&apos; ann</translation>
    </message>
    <message>
        <source>it was written by a newer version of All Fours</source>
        <translation>chaidh a sgrìobhadh le tionndadh nas ùire de All Fours</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>tha prògram eile a&apos; cleachdadh an fhaidhle</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>tha am faidhle millte</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>tha am faidhle ri leughadh a-mhàin</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>cha ghabh am faidhle fhosgladh</translation>
    </message>
    <message>
        <source>it is not valid JSON at line {line}</source>
        <translation>chan e JSON dligheach a th&apos; ann aig loidhne {line}</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Your turn</source>
        <translation>Do thuras</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Do cho-dhùnadh</translation>
    </message>
    <message>
        <source>{name} is choosing how to deal…</source>
        <translation>Tha {name} a&apos; taghadh dòigh na roinne…</translation>
    </message>
    <message>
        <source>{name} is deciding: stand or beg…</source>
        <translation>Tha {name} a&apos; smaoineachadh: seas no guidh…</translation>
    </message>
    <message>
        <source>{name} is deciding: take one or run the pack…</source>
        <translation>Tha {name} a&apos; smaoineachadh: gabh fear no ruith an deic…</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>{name} ri cluich…</translation>
    </message>
    <message>
        <source>Your cards stay face down until the beg is settled: only {first} (first hand) and {dealer} (the dealer) look at theirs before then.</source>
        <translation>Fanaidh na cairtean agad beul fodha gus an tèid an guidhe a rèiteachadh: chan fhaod ach {first} (a&apos; chiad làmh) agus {dealer} (an neach-roinn) coimhead air na cairtean aca ron uair sin.</translation>
    </message>
    <message>
        <source>{name}&apos;s computer player failed ({problem}); a safe move was played for {name} and the game goes on.</source>
        <translation>Dh&apos;fhàillig cluicheadair coimpiutair {name} ({problem}); chaidh gluasad sàbhailte a chluich às leth {name} agus tha an geama a&apos; leantainn.</translation>
    </message>
    <message>
        <source>Oops!</source>
        <translation>Obh obh!</translation>
    </message>
    <message>
        <source>Your {card} has been called: you must play it now.</source>
        <translation>Chaidh iarraidh ort {card} a chluich: feumaidh tu a cluich a-nis.</translation>
    </message>
    <message>
        <source>Your turn: click a raised card, or press its number key (or the arrows and Enter).</source>
        <translation>Do thuras: briog air cairt a tha air a togail, no brùth an iuchair àireimh aice (no na saighdean is Enter).</translation>
    </message>
    <message>
        <source>&amp;One at a time</source>
        <translation>&amp;Aon aig an aon àm</translation>
    </message>
    <message>
        <source>Six rounds of one card each</source>
        <translation>Sia cuairtean de dh&apos;aon chairt an urra</translation>
    </message>
    <message>
        <source>In &amp;threes</source>
        <translation>&amp;Trì aig an aon àm</translation>
    </message>
    <message>
        <source>Two rounds of three cards each</source>
        <translation>Dà chuairt de thrì cairtean an urra</translation>
    </message>
    <message>
        <source>You deal first. How will you deal, all game long?</source>
        <translation>Is tusa a roinneas an toiseach. Ciamar a roinneas tu fad a&apos; gheama?</translation>
    </message>
    <message>
        <source>You cut the highest card: you deal first.</source>
        <translation>Gheàrr thu a&apos; chairt as àirde: is tusa a roinneas an toiseach.</translation>
    </message>
    <message>
        <source>The kick is {card}. Stand with {suit} as trumps, or beg?</source>
        <translation>&apos;S e {card} am breab. An seas thu le {suit} mar thrompaichean, no an guidh thu?</translation>
    </message>
    <message>
        <source>The kick is {card}. You hold no {suit}, so you may not stand: you must beg.</source>
        <translation>&apos;S e {card} am breab. Chan eil {suit} agad, mar sin chan fhaod thu seasamh: feumaidh tu guidhe.</translation>
    </message>
    <message>
        <source>&amp;Stand</source>
        <translation>S&amp;eas</translation>
    </message>
    <message>
        <source>Play with this trump</source>
        <translation>Cluich leis na trompaichean seo</translation>
    </message>
    <message>
        <source>I &amp;beg</source>
        <translation>Tha mi a&apos; g&amp;uidhe</translation>
    </message>
    <message>
        <source>Ask {dealer} to say &quot;take one&quot; or run the pack</source>
        <translation>Iarr air {dealer} &quot;gabh fear&quot; a ràdh no an deic a ruith</translation>
    </message>
    <message>
        <source>&amp;Take one</source>
        <translation>Ga&amp;bh fear</translation>
    </message>
    <message>
        <source>One point to {side}; {suit} stay trumps</source>
        <translation>Aon phuing do {side}; fanaidh {suit} nan trompaichean</translation>
    </message>
    <message>
        <source>&amp;Run the pack</source>
        <translation>&amp;Ruith an deic</translation>
    </message>
    <message>
        <source>Three more cards each and a new kick</source>
        <translation>Trì cairtean a bharrachd do gach cluicheadair agus breab ùr</translation>
    </message>
    <message>
        <source>{name} begs. Say &quot;Take one&quot; (one point to {side}; {suit} stay trumps), or run the pack?</source>
        <translation>Ghuidh {name}. An can thu &quot;Gabh fear&quot; (aon phuing do {side}; fanaidh {suit} nan trompaichean), no an ruith thu an deic?</translation>
    </message>
    <message>
        <source>{name} begs. {why}</source>
        <comment>why: a whole sentence, why you may not say &quot;take one&quot;</comment>
        <translation>Ghuidh {name}. {why}</translation>
    </message>
    <message>
        <source>No trick has been won yet in this hand.</source>
        <translation>Cha deach cleas a bhuannachadh fhathast san làimh seo.</translation>
    </message>
    <message>
        <source>Trick {number}: You took it</source>
        <translation>Cleas {number}: ghabh thusa e</translation>
    </message>
    <message>
        <source>Trick {number}: {name} took it</source>
        <translation>Cleas {number}: ghabh {name} e</translation>
    </message>
    <message>
        <source>{name}, {card}</source>
        <translation>{name}, {card}</translation>
    </message>
    <message>
        <source>Tab goes back to the question.</source>
        <translation>Tillidh Tab dhan cheist.</translation>
    </message>
    <message>
        <source>Tab goes back to the summary.</source>
        <translation>Tillidh Tab dhan gheàrr-chunntas.</translation>
    </message>
    <message>
        <source>First answer the question: Tab goes back to it.</source>
        <translation>Freagair a&apos; cheist an toiseach: tillidh Tab thuice.</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at just now.</source>
        <translation>Chan eil co-dhùnadh agad ri dhèanamh an-dràsta airson sanas.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>A&apos; smaoineachadh air sanas…</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Ceart ma-thà</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Sguir dheth</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Dùin</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Neo-dhèan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ath-dhèan</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Gearr às</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Dèan lethbhreac</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Cuir ann</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sguab às</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tagh na h-uile</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Ceart ma-thà</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Sguir dheth</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Dùin</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>it is your only legal card</source>
        <translation>&apos;s i seo an aon chairt laghail agad</translation>
    </message>
    <message>
        <source>the jack goes on it: the Jack point for your side</source>
        <translation>thèid an seac air: puing an t-Seic don taobh agad</translation>
    </message>
    <message>
        <source>it wins the trick for your side: no opponent still to play can beat it</source>
        <translation>bheir i an cleas don taobh agad: chan urrainn do cho-fharpaiseach sam bith a tha fhathast ri cluich a bualadh</translation>
    </message>
    <message>
        <source>it hangs their jack</source>
        <translation>crochaidh i an seac aca</translation>
    </message>
    <message>
        <source>your jack is safe: the Jack point goes to your side</source>
        <translation>tha an seac agad sàbhailte: thèid puing an t-Seic don taobh agad</translation>
    </message>
    <message>
        <source>the Jack point goes to your side</source>
        <translation>thèid puing an t-Seic don taobh agad</translation>
    </message>
    <message>
        <source>it goes over partner&apos;s card</source>
        <translation>thèid i thairis air cairt do chom-pàirtiche</translation>
    </message>
    <message>
        <source>no card of yours can win this trick</source>
        <translation>chan urrainn do chairt sam bith agad an cleas seo a bhuannachadh</translation>
    </message>
    <message>
        <source>it keeps {card}, which could take the trick, for later</source>
        <translation>glèidhidh seo {card}, a dh&apos;fhaodadh an cleas a thoirt, gu àm eile</translation>
    </message>
    <message>
        <source>leading trumps draws any the other side holds</source>
        <translation>ma stiùireas tu trompaichean, tarraingidh sin a-mach gin a tha aig an taobh eile</translation>
    </message>
    <message>
        <source>the jack of trumps is still out and may fall under it</source>
        <translation>tha seac nan trompaichean fhathast a-muigh agus dh&apos;fhaodadh e tuiteam fòidhpe</translation>
    </message>
    <message>
        <source>the other side has no trumps left</source>
        <translation>chan eil trompaichean air fhàgail aig an taobh eile</translation>
    </message>
    <message>
        <source>partner has no {suit} left and may trump it</source>
        <translation>chan eil {suit} air fhàgail aig do chom-pàirtiche agus dh&apos;fhaodadh e tromp a chur air</translation>
    </message>
    <message>
        <source>it leads low and keeps {card}</source>
        <translation>stiùiridh seo ìosal agus glèidhidh e {card}</translation>
    </message>
    <message>
        <source>it is worth nothing for Game</source>
        <translation>chan fhiach i dad airson a&apos; Ghèam</translation>
    </message>
    <message>
        <source>it keeps {card} for later</source>
        <translation>glèidhidh seo {card} gu àm eile</translation>
    </message>
    <message>
        <source>it spends {card} on a trick partner was sure to win</source>
        <translation>caithidh i {card} air cleas a bha do chom-pàirtiche cinnteach às</translation>
    </message>
    <message>
        <source>a higher trump is still out and may hang your jack</source>
        <translation>tha trompa nas àirde fhathast a-muigh agus dh&apos;fhaodadh i an seac agad a chrochadh</translation>
    </message>
    <message>
        <source>it keeps your jack back while a higher trump is still out</source>
        <translation>cumaidh e an seac agad air ais fhad &apos;s a tha trompa nas àirde fhathast a-muigh</translation>
    </message>
    <message>
        <source>it keeps {card} to catch their jack, still out</source>
        <translation>cumaidh e {card} gus an seac acasan a ghlacadh, a tha fhathast a-muigh</translation>
    </message>
    <message>
        <source>it spends {card}, which could catch their jack, still out</source>
        <translation>caithidh e {card}, a b&apos; urrainn an seac acasan a ghlacadh, a tha fhathast a-muigh</translation>
    </message>
    <message>
        <source>it takes {card} for your side</source>
        <translation>gabhaidh e {card} airson do thaobh</translation>
    </message>
    <message>
        <source>it leaves {card} to the other side</source>
        <translation>fàgaidh e {card} aig an taobh eile</translation>
    </message>
    <message>
        <source>partner is still to play and may win the trick</source>
        <translation>tha do chom-pàirtiche fhathast ri cluich agus dh&apos;fhaodadh e an cleas a bhuannachadh</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your right is still to play</source>
        <translation>tha do chom-pàirtiche a&apos; buannachadh gu ruige seo, ach tha an cluicheadair air do làimh dheis fhathast ri cluich</translation>
    </message>
    <message>
        <source>partner is winning so far, but the player on your left is still to play</source>
        <translation>tha do chom-pàirtiche a&apos; buannachadh gu ruige seo, ach tha an cluicheadair air do làimh chlì fhathast ri cluich</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your right is still to play</source>
        <translation>gabhaidh i an ceann sa chleas, ged a tha an cluicheadair air do làimh dheis fhathast ri cluich</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though the player on your left is still to play</source>
        <translation>gabhaidh i an ceann sa chleas, ged a tha an cluicheadair air do làimh chlì fhathast ri cluich</translation>
    </message>
    <message>
        <source>it takes the lead in the trick, though your opponent is still to play</source>
        <translation>gabhaidh i an ceann sa chleas, ged a tha do cho-fharpaiseach fhathast ri cluich</translation>
    </message>
    <message>
        <source>the player on your right is still to play and may beat it</source>
        <translation>tha an cluicheadair air do làimh dheis fhathast ri cluich agus dh&apos;fhaodadh e a bualadh</translation>
    </message>
    <message>
        <source>the player on your left is still to play and may beat it</source>
        <translation>tha an cluicheadair air do làimh chlì fhathast ri cluich agus dh&apos;fhaodadh e a bualadh</translation>
    </message>
    <message>
        <source>your opponent is still to play and may beat it</source>
        <translation>tha do cho-fharpaiseach fhathast ri cluich agus dh&apos;fhaodadh e a bualadh</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh dheis</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh chlì</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left</source>
        <translation>chan eil {suit} air fhàgail aig do cho-fharpaiseach</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your right, and only partner can still take the trick</source>
        <translation>dh&apos;fhaodadh an seac agad a bhith air a chrochadh: tha {card} a&apos; dol thairis air, air a chluich leis a&apos; chluicheadair air do làimh dheis, agus chan fhaod ach do chom-pàirtiche an cleas a ghabhail fhathast</translation>
    </message>
    <message>
        <source>your jack may be hanged: it is beaten by {card}, played by the player on your left, and only partner can still take the trick</source>
        <translation>dh&apos;fhaodadh an seac agad a bhith air a chrochadh: tha {card} a&apos; dol thairis air, air a chluich leis a&apos; chluicheadair air do làimh chlì, agus chan fhaod ach do chom-pàirtiche an cleas a ghabhail fhathast</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your right: the Jack point goes to their side</source>
        <translation>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh dheis: thèid puing an t-Seic don taobh aca</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by the player on your left: the Jack point goes to their side</source>
        <translation>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh chlì: thèid puing an t-Seic don taobh aca</translation>
    </message>
    <message>
        <source>your jack falls to {card}, played by your opponent: the Jack point goes to their side</source>
        <translation>tuitidh an seac agad gu {card}, air a chluich le do cho-fharpaiseach: thèid puing an t-Seic don taobh aca</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and may trump it</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh dheis agus dh&apos;fhaodadh e tromp a chur air</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and may trump it</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh chlì agus dh&apos;fhaodadh e tromp a chur air</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and may trump it</source>
        <translation>chan eil {suit} air fhàgail aig do cho-fharpaiseach agus dh&apos;fhaodadh e tromp a chur air</translation>
    </message>
    <message>
        <source>the player on your right has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh dheis agus tha {card} aige (ris) airson tromp a chur air</translation>
    </message>
    <message>
        <source>the player on your left has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>chan eil {suit} air fhàgail aig a&apos; chluicheadair air do làimh chlì agus tha {card} aige (ris) airson tromp a chur air</translation>
    </message>
    <message>
        <source>your opponent has no {suit} left and holds {card} (exposed) to trump it</source>
        <translation>chan eil {suit} air fhàgail aig do cho-fharpaiseach agus tha {card} aige (ris) airson tromp a chur air</translation>
    </message>
    <message>
        <source>it adds 1 point to your side&apos;s count for Game</source>
        <translation>cuiridh i 1 phuing ri cunntas an taoibh agad airson a&apos; Ghèam</translation>
    </message>
    <message>
        <source>1 point for Game</source>
        <translation>1 phuing airson a&apos; Ghèam</translation>
    </message>
    <message>
        <source>it puts 1 more point on the trick</source>
        <translation>cuiridh i 1 phuing a bharrachd air a&apos; chleas</translation>
    </message>
    <message>
        <source>it gives up 1 point</source>
        <translation>bheir i seachad 1 phuing</translation>
    </message>
    <message>
        <source>it brings 1 point for Game if your side takes the trick</source>
        <translation>bheir i 1 phuing airson a&apos; Ghèam ma bheir an taobh agad an cleas</translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your right: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh dheis: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh dheis: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh dheis: seac crochte, %n puingean don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh dheis: seac crochte, %n puing don taobh aca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by the player on your left: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh chlì: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh chlì: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh chlì: seac crochte, %n puingean don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich leis a&apos; chluicheadair air do làimh chlì: seac crochte, %n puing don taobh aca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your jack falls to {card}, played by your opponent: Hang Jack, %n points to their side</source>
        <translation>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich le do cho-fharpaiseach: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich le do cho-fharpaiseach: seac crochte, %n phuing don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich le do cho-fharpaiseach: seac crochte, %n puingean don taobh aca</numerusform>
            <numerusform>tuitidh an seac agad gu {card}, air a chluich le do cho-fharpaiseach: seac crochte, %n puing don taobh aca</numerusform>
        </translation>
    </message>
    <message>
        <source>you hold no {suit}, the trump suit</source>
        <translation>chan eil {suit} agad, dath nan tromp</translation>
    </message>
    <message>
        <source>you hold one trump ({suit})</source>
        <translation>tha aon tromp agad ({suit})</translation>
    </message>
    <message numerus="yes">
        <source>you hold %n trumps ({suit})</source>
        <translation>
            <numerusform>tha %n tromp agad ({suit})</numerusform>
            <numerusform>tha %n thromp agad ({suit})</numerusform>
            <numerusform>tha %n trompaichean agad ({suit})</numerusform>
            <numerusform>tha %n tromp agad ({suit})</numerusform>
        </translation>
    </message>
    <message>
        <source>your side needs {ours}, theirs {theirs}</source>
        <translation>feumaidh an taobh agad {ours}, an taobh aca {theirs}</translation>
    </message>
    <message numerus="yes">
        <source>it adds %n points to your side&apos;s count for Game</source>
        <translation>
            <numerusform>cuiridh i %n phuing ri cunntas an taoibh agad airson a&apos; Ghèam</numerusform>
            <numerusform>cuiridh i %n phuing ri cunntas an taoibh agad airson a&apos; Ghèam</numerusform>
            <numerusform>cuiridh i %n puingean ri cunntas an taoibh agad airson a&apos; Ghèam</numerusform>
            <numerusform>cuiridh i %n puing ri cunntas an taoibh agad airson a&apos; Ghèam</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points for Game</source>
        <translation>
            <numerusform>%n phuing airson a&apos; Ghèam</numerusform>
            <numerusform>%n phuing airson a&apos; Ghèam</numerusform>
            <numerusform>%n puingean airson a&apos; Ghèam</numerusform>
            <numerusform>%n puing airson a&apos; Ghèam</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it puts %n more points on the trick</source>
        <translation>
            <numerusform>cuiridh i %n phuing a bharrachd air a&apos; chleas</numerusform>
            <numerusform>cuiridh i %n phuing a bharrachd air a&apos; chleas</numerusform>
            <numerusform>cuiridh i %n puingean a bharrachd air a&apos; chleas</numerusform>
            <numerusform>cuiridh i %n puing a bharrachd air a&apos; chleas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it gives up %n points</source>
        <translation>
            <numerusform>bheir i seachad %n phuing</numerusform>
            <numerusform>bheir i seachad %n phuing</numerusform>
            <numerusform>bheir i seachad %n puingean</numerusform>
            <numerusform>bheir i seachad %n puing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it brings %n points for Game if your side takes the trick</source>
        <translation>
            <numerusform>bheir i %n phuing airson a&apos; Ghèam ma bheir an taobh agad an cleas</numerusform>
            <numerusform>bheir i %n phuing airson a&apos; Ghèam ma bheir an taobh agad an cleas</numerusform>
            <numerusform>bheir i %n puingean airson a&apos; Ghèam ma bheir an taobh agad an cleas</numerusform>
            <numerusform>bheir i %n puing airson a&apos; Ghèam ma bheir an taobh agad an cleas</numerusform>
        </translation>
    </message>
    <message>
        <source>partner&apos;s {rank} is sure to win the trick</source>
        <translation>buannaichidh {rank} do chom-pàirtiche an cleas gun teagamh</translation>
    </message>
    <message>
        <source>partner&apos;s {rank} of trumps is sure to win the trick</source>
        <translation>buannaichidh {rank} nan trompaichean aig do chom-pàirtiche an cleas gun teagamh</translation>
    </message>
    <message>
        <source>it is the best trump left</source>
        <translation>&apos;s e seo an tromp as àirde a tha air fhàgail</translation>
    </message>
    <message>
        <source>it is the best club left</source>
        <translation>&apos;s i seo a&apos; chairt as àirde de na cluban a tha air fhàgail</translation>
    </message>
    <message>
        <source>it is the best diamond left</source>
        <translation>&apos;s i seo a&apos; chairt as àirde de na daoimeanan a tha air fhàgail</translation>
    </message>
    <message>
        <source>it is the best heart left</source>
        <translation>&apos;s i seo a&apos; chairt as àirde de na cridheachan a tha air fhàgail</translation>
    </message>
    <message>
        <source>it is the best spade left</source>
        <translation>&apos;s i seo a&apos; chairt as àirde de na spaidean a tha air fhàgail</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for {card}</source>
        <translation>a rèir an rannsachaidh, tha {chance} aig seo air an geama a bhuannachadh, an aghaidh {other_chance} airson {card}</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for standing</source>
        <translation>a rèir an rannsachaidh, tha {chance} aig seo air an geama a bhuannachadh, an aghaidh {other_chance} airson seasamh</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for begging</source>
        <translation>a rèir an rannsachaidh, tha {chance} aig seo air an geama a bhuannachadh, an aghaidh {other_chance} airson guidhe</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for giving one</source>
        <translation>a rèir an rannsachaidh, tha {chance} aig seo air an geama a bhuannachadh, an aghaidh {other_chance} airson fear a thoirt seachad</translation>
    </message>
    <message>
        <source>the search gives it {chance} to win the game, against {other_chance} for running the pack</source>
        <translation>a rèir an rannsachaidh, tha {chance} aig seo air an geama a bhuannachadh, an aghaidh {other_chance} airson an deic a ruith</translation>
    </message>
    <message>
        <source>the search rates it as high as playing {card} ({chance})</source>
        <translation>a rèir an rannsachaidh, tha seo cho math ri {card} a chluich ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as standing ({chance})</source>
        <translation>a rèir an rannsachaidh, tha seo cho math ri seasamh ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as begging ({chance})</source>
        <translation>a rèir an rannsachaidh, tha seo cho math ri guidhe ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as giving one ({chance})</source>
        <translation>a rèir an rannsachaidh, tha seo cho math ri fear a thoirt seachad ({chance})</translation>
    </message>
    <message>
        <source>the search rates it as high as running the pack ({chance})</source>
        <translation>a rèir an rannsachaidh, tha seo cho math ris an deic a ruith ({chance})</translation>
    </message>
    <message>
        <source>it is as good as playing {card} at {other_chance}, within the search&apos;s error, and the hint prefers it because the rules of thumb choose it</source>
        <translation>tha seo cho math ri {card} a chluich aig {other_chance}, taobh a-staigh mearachd an rannsachaidh, agus is fheàrr leis an t-sanas e oir &apos;s e seo a thaghas na riaghailtean àbhaisteach</translation>
    </message>
    <message>
        <source>no trump to stand on: the rules say beg</source>
        <translation>gun tromp airson seasamh: tha na riaghailtean ag ràdh guidh</translation>
    </message>
    <message>
        <source>one point from the game: beg (a gift wins it)</source>
        <translation>aon phuing on gheama: guidh (buannaichidh puing a&apos; ghuidhe e)</translation>
    </message>
    <message>
        <source>the dealer&apos;s side is near the game: no new kick for them</source>
        <translation>tha taobh an neach-roinn faisg air a&apos; gheama: na toir breab ùr dhaibh</translation>
    </message>
    <message>
        <source>your trumps are strong enough to play: stand</source>
        <translation>tha na trompaichean agad làidir gu leòr airson cluich: seas</translation>
    </message>
    <message>
        <source>too little in trumps: beg for a point or a new kick</source>
        <translation>ro bheag de thrompaichean: guidh airson puing no breab ùr</translation>
    </message>
    <message>
        <source>the only choice</source>
        <translation>an aon roghainn</translation>
    </message>
    <message>
        <source>giving one would lose the game: run the pack</source>
        <translation>chailleadh toirt fear seachad an geama: ruith an deic</translation>
    </message>
    <message>
        <source>near the game: run the pack for a kick</source>
        <translation>faisg air a&apos; gheama: ruith an deic airson breab</translation>
    </message>
    <message>
        <source>this trump suits your hand: keep it and give one</source>
        <translation>tha na trompaichean seo a&apos; freagairt air do làimh: cùm iad agus thoir fear seachad</translation>
    </message>
    <message>
        <source>you are weak in this trump: run the pack for a new kick</source>
        <translation>tha thu lag sna trompaichean seo: ruith an deic airson breab ùr</translation>
    </message>
    <message>
        <source>giving one is not played: run the pack</source>
        <translation>chan eilear a&apos; toirt fear seachad an seo: ruith an deic</translation>
    </message>
    <message>
        <source>giving one is barred at the brink: run the pack</source>
        <translation>chan fhaodar fear a thoirt seachad aig oir a&apos; gheama: ruith an deic</translation>
    </message>
    <message>
        <source>no trump to give one on: the rules say run the pack</source>
        <translation>gun tromp airson fear a thoirt seachad: tha na riaghailtean ag ràdh ruith an deic</translation>
    </message>
    <message>
        <source>enough trumps, roughly</source>
        <translation>trompaichean gu leòr, an ìre mhath</translation>
    </message>
    <message>
        <source>few trumps: beg</source>
        <translation>glè bheag de thrompaichean: guidh</translation>
    </message>
    <message>
        <source>likes the trump</source>
        <translation>is toigh leis na trompaichean seo</translation>
    </message>
    <message>
        <source>dislikes the trump: run</source>
        <translation>cha toigh leis na trompaichean seo: ruith an deic</translation>
    </message>
    <message>
        <source>{card} (trumps)</source>
        <translation>{card} (tromp)</translation>
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
        <translation>Chan e sin còd a&apos; bhùird seo: faighnich dhen òstair.</translation>
    </message>
    <message>
        <source>That seat is not open to people: the host gave it to a computer.</source>
        <translation>Chan eil an suidheachan sin fosgailte do dhaoine: thug an t-òstair do choimpiutair e.</translation>
    </message>
    <message>
        <source>Someone else has taken that seat: pick another.</source>
        <translation>Ghabh cuideigin eile an suidheachan sin: tagh fear eile.</translation>
    </message>
    <message>
        <source>That seat is kept for the friend who sat there in this game: only they can take it back, or the host can give it to you.</source>
        <translation>Tha an suidheachan sin ga chumail airson a&apos; charaid a shuidh ann sa gheama seo: chan fhaod ach iadsan a ghabhail air ais, no faodaidh an t-òstair a thoirt dhutsa.</translation>
    </message>
    <message>
        <source>That seat is already connected (from another window?).</source>
        <translation>Tha an suidheachan sin ceangailte mu thràth (o uinneag eile?).</translation>
    </message>
    <message>
        <source>That seat has not been taken yet: join it without a token.</source>
        <translation>Cha deach an suidheachan sin a ghabhail fhathast: suidh ann gun tòcan.</translation>
    </message>
    <message>
        <source>The table does not have that seat.</source>
        <translation>Chan eil an suidheachan sin aig a&apos; bhòrd.</translation>
    </message>
    <message>
        <source>There is no such seat at a {count}-player table.</source>
        <translation>Chan eil suidheachan mar sin aig bòrd airson {count}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Tha an geama seachad.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Tha an làmh seachad.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not yours.</source>
        <translation>&apos;S e turas {other} a th&apos; ann, chan e do thuras-sa.</translation>
    </message>
    <message>
        <source>It is your turn, not {seat}&apos;s.</source>
        <translation>&apos;S e do thuras-sa a th&apos; ann, chan e turas {seat}.</translation>
    </message>
    <message>
        <source>It is {other}&apos;s turn, not {seat}&apos;s.</source>
        <translation>&apos;S e turas {other} a th&apos; ann, chan e turas {seat}.</translation>
    </message>
    <message>
        <source>It is your turn.</source>
        <translation>&apos;S e do thuras-sa a th&apos; ann.</translation>
    </message>
    <message>
        <source>You must stand or beg first.</source>
        <translation>Feumaidh tu seasamh no guidhe an toiseach.</translation>
    </message>
    <message>
        <source>{seat} must stand or beg first.</source>
        <translation>Feumaidh {seat} seasamh no guidhe an toiseach.</translation>
    </message>
    <message>
        <source>You must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>Feumaidh tu an guidhe a fhreagairt: &quot;gabh fear&quot; no an deic a ruith.</translation>
    </message>
    <message>
        <source>{seat} must answer the beg: &quot;take one&quot; or run the pack.</source>
        <translation>Feumaidh {seat} an guidhe a fhreagairt: &quot;gabh fear&quot; no an deic a ruith.</translation>
    </message>
    <message>
        <source>You must play a card.</source>
        <translation>Feumaidh tu cairt a chluich.</translation>
    </message>
    <message>
        <source>{seat} must play a card.</source>
        <translation>Feumaidh {seat} cairt a chluich.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: you must run the pack.</source>
        <translation>Bheireadh &quot;gabh fear&quot; an geama don taobh a ghuidh: feumaidh tu an deic a ruith.</translation>
    </message>
    <message>
        <source>&quot;Take one&quot; would give the beggars the game: {seat} must run the pack.</source>
        <translation>Bheireadh &quot;gabh fear&quot; an geama don taobh a ghuidh: feumaidh {seat} an deic a ruith.</translation>
    </message>
    <message>
        <source>Giving one is not played here: you must run the pack.</source>
        <translation>Cha toirear fear seachad sa gheama seo: feumaidh tu an deic a ruith.</translation>
    </message>
    <message>
        <source>Giving one is not played here: {seat} must run the pack.</source>
        <translation>Cha toirear fear seachad sa gheama seo: feumaidh {seat} an deic a ruith.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not give one: run the pack.</source>
        <translation>Chan eil tromp agad, mar sin chan fhaod thu fear a thoirt seachad: ruith an deic.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not give one: run the pack.</source>
        <translation>Chan eil tromp aig {seat}, mar sin chan fhaodar fear a thoirt seachad: ruith an deic.</translation>
    </message>
    <message>
        <source>You hold no trump, so you may not stand: beg.</source>
        <translation>Chan eil tromp agad, mar sin chan fhaod thu seasamh: guidh.</translation>
    </message>
    <message>
        <source>{seat} holds no trump, so {seat} may not stand: beg.</source>
        <translation>Chan eil tromp aig {seat}, mar sin chan fhaodar seasamh: guidh.</translation>
    </message>
    <message>
        <source>You do not hold {card}.</source>
        <translation>Chan eil {card} agad.</translation>
    </message>
    <message>
        <source>{seat} does not hold {card}.</source>
        <translation>Chan eil {card} aig {seat}.</translation>
    </message>
    <message>
        <source>You must play the called card, {card}.</source>
        <translation>Feumaidh tu a&apos; chairt a chaidh iarraidh a chluich, {card}.</translation>
    </message>
    <message>
        <source>{seat} must play the called card, {card}.</source>
        <translation>Feumaidh {seat} a&apos; chairt a chaidh iarraidh a chluich, {card}.</translation>
    </message>
    <message>
        <source>You hold trumps; {suit} were led, so play a trump.</source>
        <translation>Tha trompaichean agad; chaidh {suit} a stiùireadh, mar sin cluich tromp.</translation>
    </message>
    <message>
        <source>{seat} holds trumps; {suit} were led, so play a trump.</source>
        <translation>Tha trompaichean aig {seat}; chaidh {suit} a stiùireadh, mar sin cluich tromp.</translation>
    </message>
    <message>
        <source>You may not undertrump {card} while holding other suits.</source>
        <translation>Chan fhaod thu tromp nas ìsle na {card} a chluich le deiseachan eile nad làimh.</translation>
    </message>
    <message>
        <source>{seat} may not undertrump {card} while holding other suits.</source>
        <translation>Chan fhaod {seat} tromp nas ìsle na {card} a chluich le deiseachan eile san làimh.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit or trump.</source>
        <translation>Tha {suit} agad: lean an deise no cluich tromp.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit or trump.</source>
        <translation>Tha {suit} aig {seat}: lean an deise no cluich tromp.</translation>
    </message>
    <message>
        <source>You hold {suit}: follow suit.</source>
        <translation>Tha {suit} agad: lean an deise.</translation>
    </message>
    <message>
        <source>{seat} holds {suit}: follow suit.</source>
        <translation>Tha {suit} aig {seat}: lean an deise.</translation>
    </message>
    <message>
        <source>You have no {suit} but hold trumps, so you must trump.</source>
        <translation>Chan eil {suit} agad ach tha trompaichean agad, mar sin feumaidh tu tromp a chluich.</translation>
    </message>
    <message>
        <source>{seat} has no {suit} but holds trumps, so {seat} must trump.</source>
        <translation>Chan eil {suit} aig {seat} ach tha trompaichean san làimh, mar sin feumar tromp a chluich.</translation>
    </message>
    <message>
        <source>You trumped while holding {suit}, so you must lead {suit} or a trump.</source>
        <translation>Chluich thu tromp le {suit} nad làimh, mar sin feumaidh tu {suit} no tromp a stiùireadh.</translation>
    </message>
    <message>
        <source>{seat} trumped while holding {suit}, so {seat} must lead {suit} or a trump.</source>
        <translation>Chluich {seat} tromp le {suit} san làimh, mar sin feumaidh {seat} {suit} no tromp a stiùireadh.</translation>
    </message>
    <message>
        <source>The exposed-card penalty is off: cards out of turn are refused.</source>
        <translation>Tha am peanas airson cairtean nochdte dheth: thèid cairtean ron turas a dhiùltadh.</translation>
    </message>
    <message>
        <source>Cards can be exposed and called only during the play.</source>
        <translation>Chan fhaodar cairtean a nochdadh no iarraidh ach rè a&apos; chluiche.</translation>
    </message>
    <message>
        <source>It is your turn: play the card instead.</source>
        <translation>&apos;S e do thuras-sa a th&apos; ann: cluich a&apos; chairt an àite sin.</translation>
    </message>
    <message>
        <source>It is {seat}&apos;s turn: play the card instead.</source>
        <translation>&apos;S e turas {seat} a th&apos; ann: cluich a&apos; chairt an àite sin.</translation>
    </message>
    <message>
        <source>{card} is already exposed.</source>
        <translation>Tha {card} nochdte mu thràth.</translation>
    </message>
    <message>
        <source>You cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>Chan urrainn dhut cairt {other} iarraidh: chan fhaod ach an taobh eile cairt iarraidh.</translation>
    </message>
    <message>
        <source>{seat} cannot call your card: only opponents may call.</source>
        <translation>Chan urrainn do {seat} a&apos; chairt agad iarraidh: chan fhaod ach an taobh eile cairt iarraidh.</translation>
    </message>
    <message>
        <source>{seat} cannot call {other}&apos;s card: only opponents may call.</source>
        <translation>Chan urrainn do {seat} cairt {other} iarraidh: chan fhaod ach an taobh eile cairt iarraidh.</translation>
    </message>
    <message>
        <source>You cannot call your own card: only opponents may call.</source>
        <translation>Chan urrainn dhut a&apos; chairt agad fhèin iarraidh: chan fhaod ach an taobh eile cairt iarraidh.</translation>
    </message>
    <message>
        <source>{card} has already been called.</source>
        <translation>Chaidh {card} iarraidh mu thràth.</translation>
    </message>
    <message>
        <source>You have not exposed {card}.</source>
        <translation>Cha do nochd thu {card}.</translation>
    </message>
    <message>
        <source>{other} has not exposed {card}.</source>
        <translation>Cha do nochd {other} {card}.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for you now.</source>
        <translation>Chan fhaod thu {card} a chluich an-dràsta.</translation>
    </message>
    <message>
        <source>{card} is not a legal play for {other} now.</source>
        <translation>Chan fhaod {other} {card} a chluich an-dràsta.</translation>
    </message>
    <message>
        <source>The cut for first dealer is already done.</source>
        <translation>Chaidh an gearradh airson a&apos; chiad neach-roinn a dhèanamh mu thràth.</translation>
    </message>
    <message>
        <source>The dealing method is chosen once, by the first dealer.</source>
        <translation>Taghaidh a&apos; chiad neach-roinn dòigh na roinne, aon turas a-mhàin.</translation>
    </message>
    <message>
        <source>You deal first and choose how to deal.</source>
        <translation>Is tusa a roinneas an toiseach agus a thaghas dòigh na roinne.</translation>
    </message>
    <message>
        <source>{other} deals first and chooses how to deal.</source>
        <translation>Is e {other} a roinneas an toiseach agus a thaghas dòigh na roinne.</translation>
    </message>
    <message>
        <source>Deal in ones or threes, not {detail}.</source>
        <translation>Roinn aon no trì aig an aon àm, chan ann {detail}.</translation>
    </message>
    <message>
        <source>A hand can be dealt only between hands.</source>
        <translation>Chan fhaodar làmh a roinn ach eadar làmhan.</translation>
    </message>
    <message>
        <source>No hand is being played.</source>
        <translation>Chan eil làmh ga cluich.</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>Cha deach làmh a roinn fhathast.</translation>
    </message>
    <message>
        <source>{detail} is not a decision.</source>
        <translation>Chan e co-dhùnadh a th&apos; ann an {detail}.</translation>
    </message>
    <message>
        <source>You answered for {other}.</source>
        <translation>Fhreagair thu às leth {other}.</translation>
    </message>
    <message>
        <source>{seat} answered for you.</source>
        <translation>Fhreagair {seat} às do leth.</translation>
    </message>
    <message>
        <source>{seat} answered for {other}.</source>
        <translation>Fhreagair {seat} às leth {other}.</translation>
    </message>
    <message>
        <source>You answered for yourself.</source>
        <translation>Fhreagair thu às do leth fhèin.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Export is available once the hand is over.</source>
        <translation>Gabhaidh às-phortadh a dhèanamh nuair a bhios an làmh seachad.</translation>
    </message>
    <message>
        <source>This hand is still being played: you see it as you saw it at the table. Export is available once the hand is over.</source>
        <translation>Thathar fhathast a&apos; cluich na làimhe seo: chì thu i mar a chunnaic thu aig a&apos; bhòrd i. Gabhaidh às-phortadh a dhèanamh nuair a bhios an làmh seachad.</translation>
    </message>
    <message>
        <source>Kick: {points} to {side}.</source>
        <translation>Breab: {points} ({side}).</translation>
    </message>
    <message>
        <source>Beg (take one): {points} to {side}.</source>
        <translation>Guidhe (gabh fear): {points} ({side}).</translation>
    </message>
    <message>
        <source>High: {points} to {side}.</source>
        <translation>Àrd: {points} ({side}).</translation>
    </message>
    <message>
        <source>Low: {points} to {side}.</source>
        <translation>Ìosal: {points} ({side}).</translation>
    </message>
    <message>
        <source>Jack: {points} to {side}.</source>
        <translation>Seac: {points} ({side}).</translation>
    </message>
    <message>
        <source>Hang Jack: {points} to {side}.</source>
        <translation>Seac crochte: {points} ({side}).</translation>
    </message>
    <message>
        <source>Game: {points} to {side}.</source>
        <translation>Gèam: {points} ({side}).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the disk is full.</source>
        <translation>Cha deach an làmh a shàbhaladh gu {path}: tha an diosg làn.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder cannot be written to (it is read-only, or not yours).</source>
        <translation>Cha deach an làmh a shàbhaladh gu {path}: cha ghabh sgrìobhadh sa phasgan (tha e ri leughadh a-mhàin, no chan ann leatsa a tha e).</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: the folder does not exist.</source>
        <translation>Cha deach an làmh a shàbhaladh gu {path}: chan eil am pasgan ann.</translation>
    </message>
    <message>
        <source>The hand was not saved to {path}: {reason}.</source>
        <translation>Cha deach an làmh a shàbhaladh gu {path}: {reason}.</translation>
    </message>
    <message>
        <source>The pack ran out and was dealt again.</source>
        <translation>Ruith an deic a-mach agus chaidh a roinn às ùr.</translation>
    </message>
    <message>
        <source>The kick is {card}.</source>
        <translation>&apos;S e {card} am breab.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The kick is {card} (after {earlier}).</source>
        <translation>&apos;S e {card} am breab (às dèidh {earlier}).</translation>
    </message>
</context>
<context>
    <name>RuleOptions</name>
    <message>
        <source>Game to</source>
        <translation>Geama gu</translation>
    </message>
    <message>
        <source>The score a side must reach to win the game.</source>
        <translation>An sgòr a dh&apos;fheumas sgioba a ruigsinn gus an geama a bhuannachadh.</translation>
    </message>
    <message>
        <source>14 points</source>
        <translation>14 puingean</translation>
    </message>
    <message>
        <source>7 points</source>
        <translation>7 puingean</translation>
    </message>
    <message>
        <source>10 points</source>
        <translation>10 puingean</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 puing</translation>
    </message>
    <message>
        <source>22 points</source>
        <translation>22 puing</translation>
    </message>
    <message>
        <source>to {value}</source>
        <translation>gu {value}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Cluicheadairean</translation>
    </message>
    <message>
        <source>Four in two partnerships, or one against one.</source>
        <translation>Ceathrar ann an dà chom-pàirteachas, no aon an aghaidh aoin.</translation>
    </message>
    <message>
        <source>Four players: you and a partner</source>
        <translation>Ceathrar chluicheadairean: thu fhèin is com-pàirtiche</translation>
    </message>
    <message>
        <source>Two players: one against one</source>
        <translation>Dithis chluicheadairean: aon an aghaidh aoin</translation>
    </message>
    <message>
        <source>{value} players</source>
        <translation>Cluicheadairean: {value}</translation>
    </message>
    <message>
        <source>Kick scores</source>
        <translation>Puingean leis a&apos; bhreab</translation>
    </message>
    <message>
        <source>What the dealer&apos;s side scores for the card turned up as the kick.</source>
        <translation>Na gheibh taobh an neach-roinn airson na cairte a thèid a thionndadh suas mar am breab.</translation>
    </message>
    <message>
        <source>Trinidad: ace 1, six 2, jack 3</source>
        <translation>Trianaid: ace 1, sia 2, seac 3</translation>
    </message>
    <message>
        <source>Tobago: ace 1, two 2, jack 3</source>
        <translation>Tobago: ace 1, a dhà 2, seac 3</translation>
    </message>
    <message>
        <source>Tobago kicks</source>
        <translation>breaban Tobago</translation>
    </message>
    <message>
        <source>Hang jack</source>
        <translation>Seac crochte</translation>
    </message>
    <message>
        <source>Whether the jack of trumps captured by the other side scores more for them.</source>
        <translation>Am faigh an taobh eile barrachd phuingean nuair a ghlacas iad seac nan trompaichean.</translation>
    </message>
    <message>
        <source>on: points to the side that hangs it</source>
        <translation>air: puingean don taobh a chrochas e</translation>
    </message>
    <message>
        <source>off: the jack is 1 to whoever wins it</source>
        <translation>dheth: is fhiach an seac 1 do ge b&apos; e cò a bhuannaicheas e</translation>
    </message>
    <message>
        <source>no hang jack</source>
        <translation>gun seac crochte</translation>
    </message>
    <message>
        <source>Hang jack worth</source>
        <translation>Luach an t-seic chrochte</translation>
    </message>
    <message>
        <source>What hanging the jack scores.</source>
        <translation>Na gheibhear airson an seac a chrochadh.</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 puingean</translation>
    </message>
    <message>
        <source>6 points (tournament play)</source>
        <translation>6 puingean (mar ann am farpaisean)</translation>
    </message>
    <message>
        <source>hang jack {value}</source>
        <translation>seac crochte {value}</translation>
    </message>
    <message>
        <source>Game is worth</source>
        <translation>Luach a&apos; Ghèam</translation>
    </message>
    <message>
        <source>What the side with more card points scores for Game.</source>
        <translation>Na gheibh an taobh aig a bheil barrachd phuingean nan cairtean airson Gèam.</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 phuing</translation>
    </message>
    <message>
        <source>2 points</source>
        <translation>2 phuing</translation>
    </message>
    <message>
        <source>game worth 2</source>
        <translation>Gèam: 2 phuing</translation>
    </message>
    <message>
        <source>Tied game</source>
        <translation>Gèam co-ionnann</translation>
    </message>
    <message>
        <source>Who scores Game when the card points are equal.</source>
        <translation>Cò gheibh Gèam nuair a tha puingean nan cairtean co-ionnann.</translation>
    </message>
    <message>
        <source>nobody scores</source>
        <translation>chan fhaigh duine e</translation>
    </message>
    <message>
        <source>the non-dealer&apos;s side scores</source>
        <translation>gheibh an taobh nach eil a&apos; roinn e</translation>
    </message>
    <message>
        <source>tied game to non-dealer</source>
        <translation>Gèam co-ionnann don taobh nach eil a&apos; roinn</translation>
    </message>
    <message>
        <source>Take one at the brink</source>
        <translation>Gabh fear aig an oir</translation>
    </message>
    <message>
        <source>Whether the dealer may give one when it would give the beggars the game.</source>
        <translation>Am faod an neach-roinn fear a thoirt seachad nuair a bheireadh sin an geama don taobh a ghuidh.</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>ceadaichte</translation>
    </message>
    <message>
        <source>dealer must run the pack if it would end the game</source>
        <translation>feumaidh an neach-roinn an deic a ruith ma chuireadh fear crìoch air a&apos; gheama</translation>
    </message>
    <message>
        <source>no giving one at the brink</source>
        <translation>cha toirear fear seachad aig an oir</translation>
    </message>
    <message>
        <source>Out of the suit led</source>
        <translation>Gun chairt den deise</translation>
    </message>
    <message>
        <source>What a player with none of the suit led may play.</source>
        <translation>Na dh&apos;fhaodas cluicheadair gun chairt den deise a chaidh a stiùireadh a chluich.</translation>
    </message>
    <message>
        <source>play any card</source>
        <translation>cluich cairt sam bith</translation>
    </message>
    <message>
        <source>must trump if able</source>
        <translation>feumar tromp a chluich ma ghabhas</translation>
    </message>
    <message>
        <source>void must trump</source>
        <translation>gun chairt den deise, feumar tromp</translation>
    </message>
    <message>
        <source>Undertrumping</source>
        <translation>Tromp nas ìsle</translation>
    </message>
    <message>
        <source>Whether a trump lower than one already in a plain-suit trick may be played.</source>
        <translation>Am faodar tromp a chluich a tha nas ìsle na tromp a tha mu thràth ann an cleas deise chumanta.</translation>
    </message>
    <message>
        <source>not allowed unless holding only trumps</source>
        <translation>chan fhaodar ach le làmh de thrompaichean a-mhàin</translation>
    </message>
    <message>
        <source>no undertrumping</source>
        <translation>gun tromp nas ìsle</translation>
    </message>
    <message>
        <source>Cards shown out of turn</source>
        <translation>Cairtean a nochdar ron turas</translation>
    </message>
    <message>
        <source>Whether a card played out of turn stays exposed for the opponents to call.</source>
        <translation>Am fuirich cairt a chaidh a chluich ron turas fosgailte air a&apos; bhòrd gus an iarr an taobh eile i.</translation>
    </message>
    <message>
        <source>stay face up and may be called</source>
        <translation>fuirichidh iad fosgailte is faodar an iarraidh</translation>
    </message>
    <message>
        <source>are simply refused</source>
        <translation>thèid an diùltadh, sin uile</translation>
    </message>
    <message>
        <source>no exposed-card penalty</source>
        <translation>gun pheanas airson cairt nochdte</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Seasamh</translation>
    </message>
    <message>
        <source>Whether first hand may stand without a trump.</source>
        <translation>Am faod a&apos; chiad làmh seasamh gun tromp.</translation>
    </message>
    <message>
        <source>on any hand</source>
        <translation>le làmh sam bith</translation>
    </message>
    <message>
        <source>only holding a trump; else first hand begs</source>
        <translation>le tromp a-mhàin; air neo guidhidh a&apos; chiad làmh</translation>
    </message>
    <message>
        <source>stand needs a trump</source>
        <translation>feum air tromp airson seasamh</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Gabh fear</translation>
    </message>
    <message>
        <source>Whether the dealer may give one without a trump.</source>
        <translation>Am faod an neach-roinn fear a thoirt seachad gun tromp.</translation>
    </message>
    <message>
        <source>only holding a trump; else the pack is run</source>
        <translation>le tromp a-mhàin; air neo ruithear an deic</translation>
    </message>
    <message>
        <source>give needs a trump</source>
        <translation>feum air tromp airson fear a thoirt seachad</translation>
    </message>
    <message>
        <source>Giving one</source>
        <translation>Toirt fear seachad</translation>
    </message>
    <message>
        <source>Whether the dealer may answer a beg with one point.</source>
        <translation>Am faod an neach-roinn aon phuing a thoirt mar fhreagairt do ghuidhe.</translation>
    </message>
    <message>
        <source>never: a beg always runs the pack</source>
        <translation>chan fhaod idir: às dèidh guidhe ruithear an deic an-còmhnaidh</translation>
    </message>
    <message>
        <source>never give one</source>
        <translation>na toir fear seachad idir</translation>
    </message>
    <message>
        <source>Pack runs out</source>
        <translation>Ma ruitheas an deic a-mach</translation>
    </message>
    <message>
        <source>What happens when running the pack turns up no new suit.</source>
        <translation>Na thachras nuair a ruithear an deic gun deise ùr a thighinn suas.</translation>
    </message>
    <message>
        <source>the same dealer deals again</source>
        <translation>roinnidh an aon neach-roinn a-rithist</translation>
    </message>
    <message>
        <source>turn the cards left as kicks until a new suit</source>
        <translation>tionndaidh na cairtean a tha air fhàgail mar bhreaban gu deise ùr</translation>
    </message>
    <message>
        <source>pack out: kicks</source>
        <translation>deic a-mach: breaban</translation>
    </message>
    <message>
        <source>Trump and follow</source>
        <translation>Tromp is lean</translation>
    </message>
    <message>
        <source>Whether trumping while holding the suit led binds your next lead.</source>
        <translation>An ceangail tromp, air a chluich le cairt den deise a chaidh a stiùireadh nad làimh, an ath stiùireadh agad.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>dheth</translation>
    </message>
    <message>
        <source>trump holding the suit led: next lead that suit or a trump</source>
        <translation>tromp le cairt den deise nad làimh: stiùir an deise sin no tromp an ath thuras</translation>
    </message>
    <message>
        <source>trump and follow</source>
        <translation>tromp is lean</translation>
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
        <translation>cluich a&apos; chiad … an 9mh, 10mh, 11mh, 12mh cairt nad làimh, bhon taobh chlì</translation>
    </message>
    <message>
        <source>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, then &lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;←&lt;/b&gt; &lt;b&gt;→&lt;/b&gt;, an uair sin &lt;b&gt;Enter&lt;/b&gt; no &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move to a playable card and play it</source>
        <translation>gluais gu cairt a ghabhas cluich agus cluich i</translation>
    </message>
    <message>
        <source>&lt;b&gt;Enter&lt;/b&gt; or &lt;b&gt;Space&lt;/b&gt;</source>
        <translation>&lt;b&gt;Enter&lt;/b&gt; no &lt;b&gt;Space&lt;/b&gt;</translation>
    </message>
    <message>
        <source>answer a question or a panel with its first button (Stand, Take one, Next hand, Rematch)</source>
        <translation>freagair ceist no pannal leis a&apos; chiad phutan aige (Seas, Gabh fear, An ath làmh, Geama eile)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt;</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt;</translation>
    </message>
    <message>
        <source>dismiss an explanation in the status line</source>
        <translation>falaich mìneachadh air loidhne na staide</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt;</source>
        <translation>&lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>hint: what the expert would do, and why</source>
        <translation>sanas: dè dhèanadh an t-eòlaiche, agus carson</translation>
    </message>
    <message>
        <source>&lt;b&gt;L&lt;/b&gt;</source>
        <translation>&lt;b&gt;L&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the last trick, face up (or point at a won pile)</source>
        <translation>an cleas mu dheireadh, fosgailte (no comharraich dùn de chleasan a chaidh a bhuannachadh)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt;</translation>
    </message>
    <message>
        <source>take back your last decision of the hand</source>
        <translation>thoir air ais an co-dhùnadh mu dheireadh agad san làimh</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+H&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>score history</source>
        <translation>eachdraidh nan sgòr</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+N&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ctrl+N&lt;/b&gt;</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>geama ùr</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a six {six}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Is e a&apos; chiad neach-roinn an neach a ghearras a&apos; chairt as àirde. Bheir an neach-roinn sia cairtean do gach cluicheadair, aon aig an aon àm no trì aig an aon àm (air a thaghadh aon turas airson a&apos; gheama air fad), a&apos; tòiseachadh leis a&apos; chluicheadair air a làimh dheis (&lt;i&gt;a&apos; chiad làmh&lt;/i&gt;). Thèid an ath chairt a thionndadh suas: am &lt;b&gt;breab&lt;/b&gt;. Is e an deise aice na trompaichean. Ma &apos;s e ace am breab, gheibh taobh an neach-roinn {ace} sa bhad; ma &apos;s e sia, {six}; ma &apos;s e seac, {jack}.</translation>
    </message>
    <message>
        <source>The first dealer is whoever cuts the highest card. The dealer gives six cards each, one at a time or in threes (chosen once for the whole game), starting with the player on the right (&lt;i&gt;first hand&lt;/i&gt;). The next card is turned up: the &lt;b&gt;kick&lt;/b&gt;. Its suit is trumps. Kicking an ace scores {ace}, a two {two}, a jack {jack} for the dealer&apos;s side at once.</source>
        <translation>Is e a&apos; chiad neach-roinn an neach a ghearras a&apos; chairt as àirde. Bheir an neach-roinn sia cairtean do gach cluicheadair, aon aig an aon àm no trì aig an aon àm (air a thaghadh aon turas airson a&apos; gheama air fad), a&apos; tòiseachadh leis a&apos; chluicheadair air a làimh dheis (&lt;i&gt;a&apos; chiad làmh&lt;/i&gt;). Thèid an ath chairt a thionndadh suas: am &lt;b&gt;breab&lt;/b&gt;. Is e an deise aice na trompaichean. Ma &apos;s e ace am breab, gheibh taobh an neach-roinn {ace} sa bhad; ma &apos;s e a dhà, {two}; ma &apos;s e seac, {jack}.</translation>
    </message>
    <message>
        <source>First hand looks at their cards and says &lt;b&gt;&quot;Stand&quot;&lt;/b&gt; (play with this trump) or &lt;b&gt;&quot;I beg&quot;&lt;/b&gt;.</source>
        <translation>Bidh a&apos; chiad làmh a&apos; coimhead air na cairtean aice agus ag ràdh &lt;b&gt;&quot;Seas&quot;&lt;/b&gt; (cluichidh sinn leis na trompaichean seo) no &lt;b&gt;&quot;Tha mi a&apos; guidhe&quot;&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>In this game first hand may stand only while holding a trump (a card of the kick&apos;s suit); without one, first hand must beg.</source>
        <translation>Sa gheama seo chan fhaod a&apos; chiad làmh seasamh ach le tromp aice (cairt den aon deise ris a&apos; bhreab); às aonais tromp, feumaidh i guidhe.</translation>
    </message>
    <message>
        <source>To a beg the dealer always &lt;b&gt;runs the pack&lt;/b&gt; (giving one is never played in this game): three more cards each and a new kick.</source>
        <translation>Mar fhreagairt do ghuidhe, &lt;b&gt;ruithidh an neach-roinn an deic&lt;/b&gt; an-còmhnaidh (cha toirear fear seachad idir sa gheama seo): trì cairtean a bharrachd do gach cluicheadair agus breab ùr.</translation>
    </message>
    <message>
        <source>To a beg the dealer either says &lt;b&gt;&quot;Take one&quot;&lt;/b&gt; (the beggars score a point and trumps stay) or &lt;b&gt;runs the pack&lt;/b&gt;: three more cards each and a new kick.</source>
        <translation>Mar fhreagairt do ghuidhe, canaidh an neach-roinn &lt;b&gt;&quot;Gabh fear&quot;&lt;/b&gt; (gheibh an taobh a ghuidh puing agus fanaidh na trompaichean mar a tha iad) no &lt;b&gt;ruithidh e an deic&lt;/b&gt;: trì cairtean a bharrachd do gach cluicheadair agus breab ùr.</translation>
    </message>
    <message>
        <source>The dealer may say &quot;Take one&quot; only while holding a trump; without one, the pack is run.</source>
        <translation>Chan fhaod an neach-roinn &quot;Gabh fear&quot; a ràdh ach le tromp aige; às aonais tromp, ruithear an deic.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the dealer turns the cards left one at a time as kicks (each scoring like a kick) until one of a new suit sets trumps, with no more dealing; only if none does, the same dealer shuffles and deals again.</source>
        <translation>Mas e an aon deise a th&apos; aig a&apos; bhreab ùr, ruithidh an neach-roinn a-rithist, gus an tig deise ùr suas; ma ruitheas an deic a-mach ron sin, tionndaidhidh an neach-roinn na cairtean a tha air fhàgail, tè an dèidh tè, mar bhreaban (gach tè a&apos; sgòradh mar bhreab) gus an suidhich tè de dheise ùr na trompaichean, gun tuilleadh roinn; mura tachair sin idir, measgaichidh an aon neach-roinn na cairtean agus roinnidh e às ùr.</translation>
    </message>
    <message>
        <source>If the new kick is the same suit, the dealer runs again, until a new suit turns up; if the pack runs out first, the same dealer shuffles and deals again.</source>
        <translation>Mas e an aon deise a th&apos; aig a&apos; bhreab ùr, ruithidh an neach-roinn a-rithist, gus an tig deise ùr suas; ma ruitheas an deic a-mach ron sin, measgaichidh an aon neach-roinn na cairtean agus roinnidh e às ùr.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you must trump if you can, otherwise play anything. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Stiùiridh a&apos; chiad làmh. Ma thèid deise chumanta a stiùireadh, feumaidh tu an deise a leantainn &lt;b&gt;no tromp a chluich&lt;/b&gt;; mura bheil cairt den deise sin agad, feumaidh tu tromp a chluich mas urrainn dhut, air neo cairt sam bith. Ma thèid trompaichean a stiùireadh, feumaidh tu tromp a chluich mas urrainn dhut. Buannaichidh an tromp as àirde an cleas, air neo a&apos; chairt as àirde den deise a chaidh a stiùireadh; stiùiridh am buannaiche an ath chleas.</translation>
    </message>
    <message>
        <source>First hand leads. If a plain suit is led you must follow suit &lt;b&gt;or trump&lt;/b&gt;; with none of the suit led you may play any card. If trumps are led you must play a trump if you can. The highest trump wins the trick, otherwise the highest card of the suit led; the winner leads next.</source>
        <translation>Stiùiridh a&apos; chiad làmh. Ma thèid deise chumanta a stiùireadh, feumaidh tu an deise a leantainn &lt;b&gt;no tromp a chluich&lt;/b&gt;; mura bheil cairt den deise sin agad, faodaidh tu cairt sam bith a chluich. Ma thèid trompaichean a stiùireadh, feumaidh tu tromp a chluich mas urrainn dhut. Buannaichidh an tromp as àirde an cleas, air neo a&apos; chairt as àirde den deise a chaidh a stiùireadh; stiùiridh am buannaiche an ath chleas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Trump and follow&lt;/b&gt;: if you trump a plain-suit trick while still holding that suit, at your next lead you must lead that suit or a trump.</source>
        <translation>&lt;b&gt;Tromp is lean&lt;/b&gt;: ma chluicheas tu tromp air cleas deise chumanta agus cairt den deise sin fhathast agad, feumaidh tu an deise sin no tromp a stiùireadh an ath thuras a stiùireas tu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; hang jack is off: it is always 1 point.</source>
        <translation>&lt;b&gt;Seac&lt;/b&gt;: 1 don taobh a bhuannaicheas seac nan trompaichean ann an cleas; tha seac crochte dheth: is fhiach e 1 phuing an-còmhnaidh.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 6 points to them.</source>
        <translation>&lt;b&gt;Seac&lt;/b&gt;: 1 don taobh a bhuannaicheas seac nan trompaichean ann an cleas; ma ghlacas an taobh eile e, &apos;s e sin &lt;b&gt;seac crochte&lt;/b&gt;: 6 puingean dhaibh.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Jack&lt;/b&gt;: 1 to the side that wins the jack of trumps in a trick; if the other side captures it, that is &lt;b&gt;hang jack&lt;/b&gt;: 3 points to them.</source>
        <translation>&lt;b&gt;Seac&lt;/b&gt;: 1 don taobh a bhuannaicheas seac nan trompaichean ann an cleas; ma ghlacas an taobh eile e, &apos;s e sin &lt;b&gt;seac crochte&lt;/b&gt;: 3 puingean dhaibh.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie scores nothing.</source>
        <translation>&lt;b&gt;Gèam&lt;/b&gt;: cunnt na cairtean a chaidh a bhuannachadh: ace 4, rìgh 3, bànrigh 2, seac 1, deich 10. Gheibh an t-iomlan as àirde 1 phuing. Ma tha iad co-ionnann, chan fhaigh duine e.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 1 point. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Gèam&lt;/b&gt;: cunnt na cairtean a chaidh a bhuannachadh: ace 4, rìgh 3, bànrigh 2, seac 1, deich 10. Gheibh an t-iomlan as àirde 1 phuing. Ma tha iad co-ionnann, gheibh an taobh nach eil a&apos; roinn e.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie scores nothing.</source>
        <translation>&lt;b&gt;Gèam&lt;/b&gt;: cunnt na cairtean a chaidh a bhuannachadh: ace 4, rìgh 3, bànrigh 2, seac 1, deich 10. Gheibh an t-iomlan as àirde 2 phuing. Ma tha iad co-ionnann, chan fhaigh duine e.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game&lt;/b&gt;: count the cards won: ace 4, king 3, queen 2, jack 1, ten 10. The higher total scores 2 points. A tie goes to the non-dealer&apos;s side.</source>
        <translation>&lt;b&gt;Gèam&lt;/b&gt;: cunnt na cairtean a chaidh a bhuannachadh: ace 4, rìgh 3, bànrigh 2, seac 1, deich 10. Gheibh an t-iomlan as àirde 2 phuing. Ma tha iad co-ionnann, gheibh an taobh nach eil a&apos; roinn e.</translation>
    </message>
    <message>
        <source>&lt;b&gt;High&lt;/b&gt;: 1 to the side dealt the highest trump.</source>
        <translation>&lt;b&gt;Àrd&lt;/b&gt;: 1 don taobh dhan deach an tromp as àirde a roinn.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low&lt;/b&gt;: 1 to the side dealt the lowest trump (whoever wins it).</source>
        <translation>&lt;b&gt;Ìosal&lt;/b&gt;: 1 don taobh dhan deach an tromp as ìsle a roinn (ge b&apos; e cò a bhuannaicheas e).</translation>
    </message>
    <message>
        <source>All Fours, the Trinidad way</source>
        <translation>All Fours, mar a chluichear e ann an Trianaid</translation>
    </message>
    <message>
        <source>Four players in two partnerships, partners facing each other (or one against one). Deal and play go to the &lt;b&gt;right&lt;/b&gt;. A full 52-card pack; aces high.</source>
        <translation>Ceathrar chluicheadairean ann an dà chom-pàirteachas, gach com-pàirtiche mu choinneimh a chèile (no aon an aghaidh aoin). Thèid an roinn agus an cluich chun na &lt;b&gt;làimhe deise&lt;/b&gt;. Deic shlàn de 52 cairt; is e an ace as àirde.</translation>
    </message>
    <message>
        <source>The first side to reach &lt;b&gt;{target}&lt;/b&gt; wins at once, even in the middle of the counting or on a kick.</source>
        <translation>Buannaichidh a&apos; chiad sgioba a ruigeas &lt;b&gt;{target}&lt;/b&gt; sa bhad, fiù &apos;s ann am meadhan a&apos; chunntais no le breab.</translation>
    </message>
    <message>
        <source>The deal and the kick</source>
        <translation>An roinn agus am breab</translation>
    </message>
    <message>
        <source>Stand or beg</source>
        <translation>Seas no guidh</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>An cluich</translation>
    </message>
    <message>
        <source>Scoring, in this order</source>
        <translation>Na puingean, san òrdugh seo</translation>
    </message>
    <message>
        <source>This game&apos;s options</source>
        <translation>Roghainnean a&apos; gheama seo</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Iuchraichean</translation>
    </message>
    <message>
        <source>Rules of All Fours</source>
        <translation>Riaghailtean All Fours</translation>
    </message>
</context>
<context>
    <name>ScoreBoard</name>
    <message>
        <source>Hand {number} · to {target}</source>
        <translation>Làmh {number} · gu {target}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Geama gu {target}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Tromp</translation>
    </message>
    <message>
        <source>Card points {us} – {them}</source>
        <translation>Gèam {us} – {them}</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>No hand finished yet. The first to {target} wins.</source>
        <translation>Cha deach làmh sam bith a chrìochnachadh fhathast. Buannaichidh a&apos; chiad sgioba a ruigeas {target}.</translation>
    </message>
    <message>
        <source>After hand {number}: {us} {our_score}, {them} {their_score}. The first to {target} wins.</source>
        <translation>Làmh {number} seachad: {us} {our_score}, {them} {their_score}. Buannaichidh a&apos; chiad sgioba a ruigeas {target}.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Làmh</translation>
    </message>
    <message>
        <source>{target} to win</source>
        <translation>{target} airson buannachadh</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Your game history can be written again: this game is saved, with every decision made while it could not be.</source>
        <translation>Gabhaidh eachdraidh nan geamannan agad sgrìobhadh a-rithist: tha an geama seo air a shàbhaladh, le gach co-dhùnadh a rinneadh fhad &apos;s nach robh sin comasach.</translation>
    </message>
    <message>
        <source>This game cannot be saved just now: {problem}. Play on: every decision is kept, and written as soon as the history takes it.</source>
        <translation>Cha ghabh an geama seo a shàbhaladh an-dràsta: {problem}. Lean ort a&apos; cluich: thèid gach co-dhùnadh a chumail, agus a sgrìobhadh cho luath &apos;s a ghabhas an eachdraidh e.</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Tha an làmh seachad: chan eil dad ri thoirt air ais.</translation>
    </message>
    <message>
        <source>You have made no decision in this hand yet.</source>
        <translation>Cha do rinn thu co-dhùnadh san làimh seo fhathast.</translation>
    </message>
    <message>
        <source>The lock file {file} in {folder} could not be read, nor moved out of the way ({problem}); its game cannot be played until that file is removed.</source>
        <translation>Cha b&apos; urrainn dhuinn am faidhle-glais {file} ann an {folder} a leughadh no a chur às an rathad ({problem}); cha ghabh an geama aige a chluich gus an tèid am faidhle sin a thoirt air falbh.</translation>
    </message>
    <message>
        <source>The lock file of a game in progress ({file}) could not be read; it was kept as {kept}, and the game can be played again.</source>
        <translation>Cha b&apos; urrainn dhuinn faidhle-glais geama a bha a&apos; dol ({file}) a leughadh; chaidh a chumail mar {kept}, agus faodar an geama a chluich a-rithist.</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Seas</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Guidh</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Gabh fear</translation>
    </message>
    <message>
        <source>Run the pack</source>
        <translation>Ruith an deic</translation>
    </message>
    <message>
        <source>No hint available: {problem}</source>
        <translation>Chan eil sanas ri fhaighinn: {problem}</translation>
    </message>
    <message>
        <source>Deal in threes: the usual way in Trinidad, and quicker. One at a time or in threes, the cards are as random either way.</source>
        <translation>Roinn trì aig an aon àm: sin an dòigh àbhaisteach ann an Trianaid, agus tha e nas luaithe. Aon no trì aig an aon àm, tha na cairtean a cheart cho tuaireamach.</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Cluich {card}</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game): {why}.</source>
        <translation>{advice} ({chance} gus an geama a bhuannachadh): {why}.</translation>
    </message>
    <message>
        <source>{advice} ({chance} to win the game).</source>
        <translation>{advice} ({chance} gus an geama a bhuannachadh).</translation>
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
        <translation>de gach dòigh sam faod na cairtean nach fhaic thu a bhith nan laighe, &apos;s e seo as fheàrr a nì</translation>
    </message>
    <message>
        <source>it is still stuck on an earlier decision</source>
        <translation>tha e fhathast an sàs ann an co-dhùnadh roimhe</translation>
    </message>
    <message>
        <source>no answer in {seconds} s</source>
        <translation>gun fhreagairt ann an {seconds} diog</translation>
    </message>
    <message>
        <source>it chose an illegal move ({reason})</source>
        <translation>thagh e gluasad nach eil ceadaichte ({reason})</translation>
    </message>
    <message>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Fuirich gus an tig do thuras: &apos;s e {name} a tha ri cluich.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>is not text</source>
        <translation>chan e teacsa a th&apos; ann</translation>
    </message>
    <message>
        <source>is not {kind} ({listed} or {last})</source>
        <translation>chan e {kind} a th&apos; ann ({listed} no {last})</translation>
    </message>
    <message>
        <source>is not a language ({codes}, or nothing for the system&apos;s)</source>
        <translation>chan e cànan a th&apos; ann ({codes}, no dad airson cànan an t-siostaim)</translation>
    </message>
    <message>
        <source>a card back</source>
        <translation>cùl cairte</translation>
    </message>
    <message>
        <source>is neither true nor false</source>
        <translation>chan eil e fìor no breugach</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>tha e falamh</translation>
    </message>
    <message>
        <source>is longer than {limit} characters</source>
        <translation>tha e nas fhaide na {limit} caractar</translation>
    </message>
    <message>
        <source>has a control character in it</source>
        <translation>tha caractar-smachd ann</translation>
    </message>
    <message>
        <source>cannot be used ({reason})</source>
        <translation>cha ghabh a chleachdadh ({reason})</translation>
    </message>
    <message>
        <source>is not a saved window size and place</source>
        <translation>chan e meud is àite uinneige a th&apos; ann</translation>
    </message>
    <message>
        <source>is not a port number (0 to 65535)</source>
        <translation>chan e àireamh puirt a th&apos; ann (0 gu 65535)</translation>
    </message>
    <message>
        <source>is not a number of seconds from {least} to {most}</source>
        <translation>chan e àireamh dhiogan eadar {least} is {most} a th&apos; ann</translation>
    </message>
    <message>
        <source>is not a seat at a table</source>
        <translation>chan e suidheachan aig bòrd a th&apos; ann</translation>
    </message>
    <message>
        <source>is not a server&apos;s address</source>
        <translation>chan e seòladh frithealaiche a th&apos; ann</translation>
    </message>
    <message>
        <source>is not a list of files</source>
        <translation>chan e liosta de dh&apos;fhaidhlichean a th&apos; ann</translation>
    </message>
    <message>
        <source>a speed</source>
        <translation>luaths</translation>
    </message>
    <message>
        <source>normal speed is used instead</source>
        <translation>thèid an luaths àbhaisteach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>the red back is used instead</source>
        <translation>thèid an cùl dearg a chleachdadh na àite</translation>
    </message>
    <message>
        <source>two-colour suits are used instead</source>
        <translation>thèid deiseachan dà-dhathach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>the strict table is off</source>
        <translation>tha am bòrd teann dheth</translation>
    </message>
    <message>
        <source>card points are shown</source>
        <translation>thèid puingean nan cairtean a shealltainn</translation>
    </message>
    <message>
        <source>the usual table colours are used</source>
        <translation>thèid dathan àbhaisteach a&apos; bhùird a chleachdadh</translation>
    </message>
    <message>
        <source>cards are sized to the window</source>
        <translation>thèid meud nan cairtean a fhreagairt ris an uinneig</translation>
    </message>
    <message>
        <source>cards move as usual</source>
        <translation>gluaisidh na cairtean mar as àbhaist</translation>
    </message>
    <message>
        <source>every card played is said</source>
        <translation>thèid gach cairt a chluichear a ràdh</translation>
    </message>
    <message>
        <source>3 seconds a decision are used instead</source>
        <translation>thèid 3 diogan gach co-dhùnadh a chleachdadh na àite</translation>
    </message>
    <message>
        <source>the standard rules are used instead</source>
        <translation>thèid na riaghailtean àbhaisteach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>{name} is used instead</source>
        <translation>thèid {name} a chleachdadh na àite</translation>
    </message>
    <message>
        <source>a level</source>
        <translation>ìre</translation>
    </message>
    <message>
        <source>medium is used instead</source>
        <translation>thèid an ìre mheadhanach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>the system&apos;s language is used instead</source>
        <translation>thèid cànan an t-siostaim a chleachdadh na àite</translation>
    </message>
    <message>
        <source>Learn to Play is offered again at the next start</source>
        <translation>thèid Ionnsaich an geama a thairgsinn a-rithist an ath thuras a thòisicheas tu</translation>
    </message>
    <message>
        <source>the window opens at its usual size instead</source>
        <translation>fosglaidh an uinneag aig a meud àbhaisteach na àite</translation>
    </message>
    <message>
        <source>port {port} is offered instead</source>
        <translation>thèid port {port} a thairgsinn na àite</translation>
    </message>
    <message>
        <source>you type it again when you host or join</source>
        <translation>cuiridh tu a-steach a-rithist e nuair a dh&apos;fhosglas tu bòrd no a shuidheas tu aig bòrd</translation>
    </message>
    <message>
        <source>you type it again when you join</source>
        <translation>cuiridh tu a-steach a-rithist e nuair a shuidheas tu aig bòrd</translation>
    </message>
    <message>
        <source>a new code is made when you host again</source>
        <translation>thèid còd ùr a dhèanamh nuair a dh&apos;fhosglas tu bòrd a-rithist</translation>
    </message>
    <message>
        <source>you join that table afresh</source>
        <translation>suidhidh tu aig a&apos; bhòrd sin às ùr</translation>
    </message>
    <message>
        <source>the public mailbox server is used instead</source>
        <translation>thèid am frithealaiche bogsa-puist poblach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>the public transit relay is used instead</source>
        <translation>thèid an t-ath-sheachadan tar-chuir poblach a chleachdadh na àite</translation>
    </message>
    <message>
        <source>a place</source>
        <translation>àite</translation>
    </message>
    <message>
        <source>a table on this network is offered first</source>
        <translation>thèid bòrd air an lìonra seo a thairgsinn an toiseach</translation>
    </message>
    <message>
        <source>a game you saved elsewhere is not taken back by itself: it stays in its file</source>
        <translation>chan eil geama a shàbhail thu ann an àite eile ga thoirt air ais leis fhèin: fuirichidh e san fhaidhle aige</translation>
    </message>
    <message>
        <source>the animation speed</source>
        <translation>luaths nam beòthachaidhean</translation>
    </message>
    <message>
        <source>the card back</source>
        <translation>cùl nan cairtean</translation>
    </message>
    <message>
        <source>the four-colour suits choice</source>
        <translation>roghainn nan deiseachan ceithir-dathach</translation>
    </message>
    <message>
        <source>the strict table choice</source>
        <translation>roghainn a&apos; bhùird theann</translation>
    </message>
    <message>
        <source>the card points choice</source>
        <translation>roghainn puingean nan cairtean</translation>
    </message>
    <message>
        <source>the high-contrast choice</source>
        <translation>roghainn an iomsgaraidh àird</translation>
    </message>
    <message>
        <source>the large cards choice</source>
        <translation>roghainn nan cairtean mòra</translation>
    </message>
    <message>
        <source>the reduce motion choice</source>
        <translation>roghainn lùghdachadh a&apos; ghluasaid</translation>
    </message>
    <message>
        <source>the screen reader&apos;s choice</source>
        <translation>roghainn an leughadair-sgrìn</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>na riaghailtean</translation>
    </message>
    <message>
        <source>the coach&apos;s thinking time</source>
        <translation>ùine smaoineachaidh a&apos; choidse</translation>
    </message>
    <message>
        <source>the language</source>
        <translation>an cànan</translation>
    </message>
    <message>
        <source>whether Learn to Play was offered</source>
        <translation>roghainn Ionnsaich an geama</translation>
    </message>
    <message>
        <source>the window&apos;s size and place</source>
        <translation>meud is àite na h-uinneige</translation>
    </message>
    <message>
        <source>your table&apos;s port</source>
        <translation>port a&apos; bhùird agad</translation>
    </message>
    <message>
        <source>your name at tables</source>
        <translation>d&apos; ainm aig bùird</translation>
    </message>
    <message>
        <source>the last table&apos;s address</source>
        <translation>seòladh a&apos; bhùird mu dheireadh</translation>
    </message>
    <message>
        <source>the last table&apos;s code</source>
        <translation>còd a&apos; bhùird mu dheireadh</translation>
    </message>
    <message>
        <source>your table&apos;s code</source>
        <translation>còd a&apos; bhùird agad</translation>
    </message>
    <message>
        <source>your seat at the last table</source>
        <translation>an suidheachan agad aig a&apos; bhòrd mu dheireadh</translation>
    </message>
    <message>
        <source>the mailbox server of internet tables</source>
        <translation>frithealaiche bogsa-puist nam bòrd air an eadar-lìon</translation>
    </message>
    <message>
        <source>the transit relay of internet tables</source>
        <translation>ath-sheachadan tar-chuir nam bòrd air an eadar-lìon</translation>
    </message>
    <message>
        <source>where your last table&apos;s friends were</source>
        <translation>càit an robh caraidean a&apos; bhùird mu dheireadh agad</translation>
    </message>
    <message>
        <source>the games you saved elsewhere</source>
        <translation>na geamannan a shàbhail thu ann an àite eile</translation>
    </message>
    <message>
        <source>{name}&apos;s level</source>
        <translation>ìre {name}</translation>
    </message>
    <message>
        <source>your name</source>
        <translation>d&apos; ainm</translation>
    </message>
    <message>
        <source>the name of player {number}</source>
        <translation>ainm cluicheadair {number}</translation>
    </message>
    <message>
        <source>a value of the wrong kind</source>
        <translation>luach den t-seòrsa cheàrr</translation>
    </message>
    <message>
        <source>Your settings file could not be read, nor moved out of the way; the defaults are in use.</source>
        <translation>Cha b&apos; urrainn dhuinn faidhle nan roghainnean agad a leughadh no a chur às an rathad; tha na bun-roghainnean gan cleachdadh.</translation>
    </message>
    <message>
        <source>Your settings file could not be read; it was kept as {file} and the defaults are in use.</source>
        <translation>Cha b&apos; urrainn dhuinn faidhle nan roghainnean agad a leughadh; chaidh a chumail mar {file} agus tha na bun-roghainnean gan cleachdadh.</translation>
    </message>
    <message>
        <source>Your settings had {what} in a form that could not be read; {fallback}.</source>
        <translation>Anns na roghainnean agad, bha {what} ann an cruth nach gabhadh leughadh; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings had {value} as {what}, which {why}; {fallback}.</source>
        <translation>Anns na roghainnean agad, bha {value} aig {what} ach {why}; {fallback}.</translation>
    </message>
    <message>
        <source>Your settings file could not be copied, so it was left as it is; these problems will show again next time.</source>
        <translation>Cha b&apos; urrainn dhuinn lethbhreac a dhèanamh de dh&apos;fhaidhle nan roghainnean agad, mar sin chaidh fhàgail mar a tha e; nochdaidh na duilgheadasan seo a-rithist an ath thuras.</translation>
    </message>
    <message>
        <source>Your settings file as it was is kept as {file}.</source>
        <translation>Tha faidhle nan roghainnean agad, mar a bha e, ga chumail mar {file}.</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slaodach</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Àbhaisteach</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Luath</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sa bhad</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Dearg</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Gorm</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Uaine</translation>
    </message>
    <message>
        <source>Trinidad</source>
        <translation>Trianaid</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Roghainnean</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits (diamonds blue, clubs green)</source>
        <translation>&amp;Deiseachan ceithir-dathach (daoimeanan gorma, cluban uaine)</translation>
    </message>
    <message>
        <source>S&amp;trict table: a card clicked out of turn is exposed</source>
        <translation>&amp;Bòrd teann: thèid cairt air an dèid briogadh ron turas a nochdadh</translation>
    </message>
    <message>
        <source>Show each side&apos;s card &amp;points for Game during the hand</source>
        <translation>Seall &amp;puingean nan cairtean aig gach taobh airson Gèam rè na làimhe</translation>
    </message>
    <message>
        <source>&amp;High-contrast table (black, white and yellow)</source>
        <translation>Bòrd &amp;le iomsgaradh àrd (dubh, geal is buidhe)</translation>
    </message>
    <message>
        <source>&amp;Large cards (as large as the window allows)</source>
        <translation>Cairtean &amp;mòra (cho mòr &apos;s a cheadaicheas an uinneag)</translation>
    </message>
    <message>
        <source>&amp;Reduce motion: cards fade into place instead of flying</source>
        <translation>Lùghdaich &amp;an gluasad: thig na cairtean am follais nan àite seach a bhith ag itealaich</translation>
    </message>
    <message>
        <source>A screen reader is told &amp;every card played (else each trick in one line)</source>
        <translation>&amp;Innsear do leughadair-sgrìn gach cairt a chluichear (air neo gach cleas ann an aon loidhne)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Luaths &amp;nam beòthachaidhean</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>C&amp;ùl nan cairtean</translation>
    </message>
    <message>
        <source> s</source>
        <translation> diog</translation>
    </message>
    <message>
        <source>How long the coach thinks about each decision when it analyses a hand (on a typical machine): longer is surer, and slower</source>
        <translation>Dè cho fada &apos;s a smaoinicheas an coidse air gach co-dhùnadh nuair a nì e anailis air làimh (air inneal àbhaisteach): nas fhaide, &apos;s ann as cinntiche is as slaodaiche</translation>
    </message>
    <message>
        <source>Coach&apos;s thinking time a &amp;decision</source>
        <translation>Ùine smaoineachaidh a&apos; choidse &amp;gach co-dhùnadh</translation>
    </message>
    <message>
        <source>the public one (ws://relay.magic-wormhole.io)</source>
        <translation>am fear poblach (ws://relay.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The magic-wormhole mailbox server that internet tables meet through, like ws://example.org:4000/v1</source>
        <translation>Am frithealaiche bogsa-puist magic-wormhole a chleachdas bùird air an eadar-lìon gus coinneachadh, mar ws://example.org:4000/v1</translation>
    </message>
    <message>
        <source>the public one (transit.magic-wormhole.io)</source>
        <translation>am fear poblach (transit.magic-wormhole.io)</translation>
    </message>
    <message>
        <source>The transit relay that carries an internet table when the computers cannot reach each other directly, like tcp:example.org:4001</source>
        <translation>An t-ath-sheachadan tar-chuir a ghiùlaineas bòrd air an eadar-lìon nuair nach urrainn dha na coimpiutairean a chèile a ruigsinn gu dìreach, mar tcp:example.org:4001</translation>
    </message>
    <message>
        <source>Internet tables&apos; mailbo&amp;x server</source>
        <translation>&amp;Frithealaiche bogsa-puist nam bòrd air an eadar-lìon</translation>
    </message>
    <message>
        <source>Internet tables&apos; transit rela&amp;y</source>
        <translation>Ath-sheachadan &amp;tar-chuir nam bòrd air an eadar-lìon</translation>
    </message>
    <message>
        <source>The mailbox server is an address like ws://example.org:4000/v1 (or empty, for the public one).</source>
        <translation>&apos;S e seòladh a th&apos; anns an fhrithealaiche bogsa-puist, mar ws://example.org:4000/v1 (no falamh, airson an fhir phoblaich).</translation>
    </message>
    <message>
        <source>The transit relay is an address like tcp:example.org:4001 (or empty, for the public one).</source>
        <translation>&apos;S e seòladh a th&apos; anns an ath-sheachadan tar-chuir, mar tcp:example.org:4001 (no falamh, airson an fhir phoblaich).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Your game history ({path}) was written by a newer version of All Fours. It was left exactly as it is, and this version does not open it: the games you play now are not saved. Install the newer version to see your history.</source>
        <translation>Chaidh eachdraidh nan geamannan agad ({path}) a sgrìobhadh le tionndadh nas ùire de All Fours. Chaidh a fàgail dìreach mar a bha i, agus chan fhosgail an tionndadh seo i: cha tèid na geamannan a chluicheas tu a-nis a shàbhaladh. Stàlaich an tionndadh as ùire gus an eachdraidh agad fhaicinn.</translation>
    </message>
    <message>
        <source>Your game history in {folder} could not be opened ({reason}). Nothing was changed there; the games you play now are not saved.</source>
        <translation>Cha b&apos; urrainn dhuinn eachdraidh nan geamannan agad ann an {folder} fhosgladh ({reason}). Cha deach dad atharrachadh an sin; cha tèid na geamannan a chluicheas tu a-nis a shàbhaladh.</translation>
    </message>
    <message>
        <source>Your game history ({path}) cannot be used just now: {reason}. It was left exactly as it is: nothing in it is lost. Play on; All Fours tries again as you play, and saves this game as soon as it can.</source>
        <translation>Cha ghabh eachdraidh nan geamannan agad ({path}) a cleachdadh an-dràsta: {reason}. Chaidh a fàgail dìreach mar a bha i: cha deach dad innte a chall. Lean ort a&apos; cluich; feuchaidh All Fours a-rithist fhad &apos;s a bhios tu a&apos; cluich, agus sàbhailidh e an geama seo cho luath &apos;s a ghabhas.</translation>
    </message>
    <message>
        <source>Your game in progress (score {score}) is open in another window: play it there. This window deals a new game.</source>
        <translation>Tha an geama agad a tha a&apos; dol (sgòr {score}) fosgailte ann an uinneag eile: cluich ann an sin e. Roinnidh an uinneag seo geama ùr.</translation>
    </message>
    <message>
        <source>Any game in progress stays in your history as it was: resume it once the history can be used again. Here is a new game.</source>
        <translation>Fanaidh geama sam bith a bha a&apos; dol san eachdraidh agad mar a bha e: lean air nuair a ghabhas an eachdraidh cleachdadh a-rithist. Seo geama ùr.</translation>
    </message>
    <message>
        <source>There was no unfinished game to resume: here is a new one.</source>
        <translation>Cha robh geama gun chrìochnachadh ann airson leantainn air: seo fear ùr.</translation>
    </message>
    <message>
        <source>All Fours cannot open its window: Qt&apos;s X11 libraries {libraries} are not installed. Install them with: {command}</source>
        <translation>Chan urrainn do All Fours an uinneag aige fhosgladh: chan eil leabharlannan X11 aig Qt ({libraries}) stàlaichte. Stàlaich iad le: {command}</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Stadastaireachd</translation>
    </message>
    <message>
        <source>Your history could not be read: {reason}</source>
        <translation>Cha b&apos; urrainn dhuinn an eachdraidh agad a leughadh: {reason}</translation>
    </message>
</context>
<context>
    <name>Summary</name>
    <message>
        <source>Kick</source>
        <translation>Breab</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Gabh fear</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Àrd</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Ìosal</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Seac</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Seac crochte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gèam</translation>
    </message>
    <message>
        <source>{side} {number} — {other} {other_number}</source>
        <translation>{side} {number} — {other} {other_number}</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Trompaichean</translation>
    </message>
    <message>
        <source>not dealt</source>
        <translation>cha deach a roinn</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puingean nan cairtean</translation>
    </message>
    <message>
        <source>{category}: {points} to {side}</source>
        <translation>{category}: {points} ({side})</translation>
    </message>
    <message>
        <source>{category}: not counted, the game was already won</source>
        <translation>{category}: gun chunntadh, bha an geama air a bhuannachadh mu thràth</translation>
    </message>
    <message>
        <source>Game: not counted, card points tied {left}–{right}</source>
        <translation>Gèam: gun chunntadh, puingean nan cairtean co-ionnann {left}–{right}</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>gun phuing</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puingean</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Sgòr</translation>
    </message>
    <message>
        <source>{label}: {value}.</source>
        <translation>{label}: {value}.</translation>
    </message>
    <message>
        <source>Beg</source>
        <translation>Guidhe</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>A face-down card</source>
        <translation>Cairt beul fodha</translation>
    </message>
    <message>
        <source>In your hand, playable</source>
        <translation>Nad làimh, faodar a cluich</translation>
    </message>
    <message>
        <source>In your hand, not playable now</source>
        <translation>Nad làimh, chan fhaodar a cluich an-dràsta</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>Nad làimh</translation>
    </message>
    <message>
        <source>The kick</source>
        <translation>Am breab</translation>
    </message>
    <message>
        <source>No trumps yet</source>
        <translation>Chan eil trompaichean ann fhathast</translation>
    </message>
    <message>
        <source>In the trick: you led it</source>
        <translation>Sa chleas: stiùir thusa e</translation>
    </message>
    <message>
        <source>In the trick: {name} led it</source>
        <translation>Sa chleas: stiùir {name} e</translation>
    </message>
    <message>
        <source>In the trick: played by you</source>
        <translation>Sa chleas: chluich thusa e</translation>
    </message>
    <message>
        <source>In the trick: played by {name}</source>
        <translation>Sa chleas: chluich {name} e</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Bòrd chairtean</translation>
    </message>
    <message>
        <source>{first} &amp; {second}</source>
        <translation>{first} &amp; {second}</translation>
    </message>
    <message>
        <source>Kick</source>
        <translation>Breab</translation>
    </message>
    <message>
        <source>Take one</source>
        <translation>Gabh fear</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Àrd</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Ìosal</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Seac</translation>
    </message>
    <message>
        <source>Hang Jack</source>
        <translation>Seac crochte</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gèam</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>&apos;S e cluban na trompaichean</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>&apos;S e daoimeanan na trompaichean</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>&apos;S e cridheachan na trompaichean</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>&apos;S e spaidean na trompaichean</translation>
    </message>
    <message>
        <source>Kicked an ace!</source>
        <translation>Breab: ace!</translation>
    </message>
    <message>
        <source>Kicked a six!</source>
        <translation>Breab: sia!</translation>
    </message>
    <message>
        <source>Kicked a jack!</source>
        <translation>Breab: seac!</translation>
    </message>
    <message>
        <source>Dealing in ones</source>
        <translation>A&apos; roinn aon aig an aon àm</translation>
    </message>
    <message>
        <source>Dealing in threes</source>
        <translation>A&apos; roinn trì aig an aon àm</translation>
    </message>
    <message>
        <source>{name} stood</source>
        <translation>Sheas {name}</translation>
    </message>
    <message>
        <source>You stood</source>
        <translation>Sheas thu</translation>
    </message>
    <message>
        <source>you stood</source>
        <translation>sheas thu</translation>
    </message>
    <message>
        <source>{name} begged</source>
        <translation>Ghuidh {name}</translation>
    </message>
    <message>
        <source>You begged</source>
        <translation>Ghuidh thu</translation>
    </message>
    <message>
        <source>you begged</source>
        <translation>ghuidh thu</translation>
    </message>
    <message>
        <source>{name} gave one</source>
        <translation>Thug {name} fear seachad</translation>
    </message>
    <message>
        <source>You gave one</source>
        <translation>Thug thu fear seachad</translation>
    </message>
    <message>
        <source>you gave one</source>
        <translation>thug thu fear seachad</translation>
    </message>
    <message>
        <source>{name} ran the pack</source>
        <translation>Ruith {name} an deic</translation>
    </message>
    <message>
        <source>You ran the pack</source>
        <translation>Ruith thu an deic</translation>
    </message>
    <message>
        <source>you ran the pack</source>
        <translation>ruith thu an deic</translation>
    </message>
    <message>
        <source>{name} ran the pack, new deal</source>
        <translation>Ruith {name} an deic, roinn ùr</translation>
    </message>
    <message>
        <source>You ran the pack, new deal</source>
        <translation>Ruith thu an deic, roinn ùr</translation>
    </message>
    <message>
        <source>you ran the pack, new deal</source>
        <translation>ruith thu an deic, roinn ùr</translation>
    </message>
    <message>
        <source>{name} ran the pack twice</source>
        <translation>Ruith {name} an deic dà uair</translation>
    </message>
    <message>
        <source>You ran the pack twice</source>
        <translation>Ruith thu an deic dà uair</translation>
    </message>
    <message>
        <source>you ran the pack twice</source>
        <translation>ruith thu an deic dà uair</translation>
    </message>
    <message>
        <source>{name} ran the pack twice, new deal</source>
        <translation>Ruith {name} an deic dà uair, roinn ùr</translation>
    </message>
    <message>
        <source>You ran the pack twice, new deal</source>
        <translation>Ruith thu an deic dà uair, roinn ùr</translation>
    </message>
    <message>
        <source>you ran the pack twice, new deal</source>
        <translation>ruith thu an deic dà uair, roinn ùr</translation>
    </message>
    <message>
        <source>I deal first</source>
        <translation>Is mise a roinneas an toiseach</translation>
    </message>
    <message>
        <source>Dealing in {method}</source>
        <translation>A&apos; roinn {method}</translation>
    </message>
    <message>
        <source>Pack ran out: new deal</source>
        <translation>Ruith an deic a-mach: roinn ùr</translation>
    </message>
    <message>
        <source>Pack ran out: turning the rest as kicks</source>
        <translation>Ruith an deic a-mach: a&apos; tionndadh a&apos; chòrr mar bhreaban</translation>
    </message>
    <message>
        <source>Kicked {card}!</source>
        <translation>Breab: {card}!</translation>
    </message>
    <message>
        <source>{category}: {side} +{points}</source>
        <translation>{category}: {side} +{points}</translation>
    </message>
    <message>
        <source>I stand</source>
        <translation>Seasaidh mi</translation>
    </message>
    <message>
        <source>I beg</source>
        <translation>Tha mi a&apos; guidhe</translation>
    </message>
    <message>
        <source>Take one</source>
        <comment>the dealer&apos;s answer to a beg</comment>
        <translation>Gabh fear</translation>
    </message>
    <message>
        <source>Same suit: again!</source>
        <translation>An aon deise: a-rithist!</translation>
    </message>
    <message>
        <source>I&apos;ll run the pack</source>
        <translation>Ruithidh mi an deic</translation>
    </message>
    <message>
        <source>Exposed {card}</source>
        <translation>Nochdte: {card}</translation>
    </message>
    <message>
        <source>Play the {card}!</source>
        <translation>Cluich {card}!</translation>
    </message>
    <message>
        <source>{name} called your {card}: play it</source>
        <translation>Dh&apos;iarr {name} ort {card} a chluich: dèan sin</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Sinne</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Càch</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the beg story</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>Trumps: {suit}. {us} {a}, {them} {b}.</source>
        <translation>Trompaichean: {suit}. {us} {a}, {them} {b}.</translation>
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
        <translation>Coidse</translation>
    </message>
    <message>
        <source>Show the coach&apos;s panel instead of the table (the window is too narrow for both)</source>
        <translation>Seall pannal a&apos; choidse an àite a&apos; bhùird (tha an uinneag ro chumhang airson an dà chuid)</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message numerus="yes">
        <source>You have %n s to decide</source>
        <translation>
            <numerusform>Tha %n diog agad gus co-dhùnadh</numerusform>
            <numerusform>Tha %n dhiog agad gus co-dhùnadh</numerusform>
            <numerusform>Tha %n diogan agad gus co-dhùnadh</numerusform>
            <numerusform>Tha %n diog agad gus co-dhùnadh</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n s to decide</source>
        <translation>
            <numerusform>{name}: %n diog gus co-dhùnadh</numerusform>
            <numerusform>{name}: %n dhiog gus co-dhùnadh</numerusform>
            <numerusform>{name}: %n diogan gus co-dhùnadh</numerusform>
            <numerusform>{name}: %n diog gus co-dhùnadh</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Seat {number}: %n s to decide</source>
        <translation>
            <numerusform>Suidheachan {number}: %n diog gus co-dhùnadh</numerusform>
            <numerusform>Suidheachan {number}: %n dhiog gus co-dhùnadh</numerusform>
            <numerusform>Suidheachan {number}: %n diogan gus co-dhùnadh</numerusform>
            <numerusform>Suidheachan {number}: %n diog gus co-dhùnadh</numerusform>
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
        <translation>Co-dhùnaidhean gun shàbhaladh: {count}</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}). The decisions waiting are kept in {file} too, and go into your history as soon as it takes them. Press to try again now.</source>
        <translation>Chan urrainn do dh&apos;eachdraidh nan geamannan agad an geama seo a ghabhail an-dràsta ({problem}). Tha na co-dhùnaidhean a tha a&apos; feitheamh gan cumail ann an {file} cuideachd, agus thèid iad a-steach don eachdraidh agad cho luath &apos;s a ghabhas i iad. Brùth gus feuchainn a-rithist an-dràsta.</translation>
    </message>
    <message>
        <source>Your game history cannot take this game just now ({problem}), nor can any other folder: the decisions waiting are only in this window until then. Press to try again now.</source>
        <translation>Chan urrainn do dh&apos;eachdraidh nan geamannan agad an geama seo a ghabhail an-dràsta ({problem}), agus chan urrainn do phasgan sam bith eile nas motha: chan eil na co-dhùnaidhean a tha a&apos; feitheamh ach san uinneag seo gus an uair sin. Brùth gus feuchainn a-rithist an-dràsta.</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}). Its decisions not written there ({count}) are kept in {file}, and go into your history when All Fours next starts.</source>
        <translation>Chan eil an geama seo air fad ann an eachdraidh nan geamannan agad fhathast ({problem}). Tha na co-dhùnaidhean aige nach deach a sgrìobhadh innte ({count}) gan cumail ann an {file}, agus thèid iad a-steach don eachdraidh agad nuair a thòisicheas All Fours an ath thuras.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Fàg</translation>
    </message>
    <message>
        <source>This game is not all in your history yet ({problem}), and no other folder takes it either. Its decisions not written there ({count}) are lost when the window closes, unless you save the game in a folder you choose.</source>
        <translation>Chan eil an geama seo air fad ann an eachdraidh nan geamannan agad fhathast ({problem}), agus cha ghabh pasgan sam bith eile e nas motha. Thèid na co-dhùnaidhean aige nach deach a sgrìobhadh innte ({count}) a chall nuair a dhùineas an uinneag, mura sàbhail thu an geama ann am pasgan a thaghas tu.</translation>
    </message>
    <message>
        <source>Quit and Lose Them ({count})</source>
        <translation>Fàg is caill iad ({count})</translation>
    </message>
    <message>
        <source>Quit All Fours</source>
        <translation>Fàg All Fours</translation>
    </message>
    <message>
        <source>Save the Game Elsewhere…</source>
        <translation>Sàbhail an geama ann an àite eile…</translation>
    </message>
    <message>
        <source>Keep Trying</source>
        <translation>Cùm a&apos; feuchainn</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {reason}. It is still here: choose another folder, or keep trying.</source>
        <translation>Cha b&apos; urrainn dhuinn an geama a shàbhaladh ann an {folder}: {reason}. Tha e fhathast an seo: tagh pasgan eile, no cùm a&apos; feuchainn.</translation>
    </message>
    <message>
        <source>Save the Game in</source>
        <translation>Sàbhail an geama ann an</translation>
    </message>
</context>
<context>
    <name>WinChart</name>
    <message>
        <source>Win chance over the hand</source>
        <translation>Cothrom buannachaidh tron làimh</translation>
    </message>
    <message>
        <source>No decisions analysed yet.</source>
        <translation>Cha deach anailis a dhèanamh air co-dhùnadh fhathast.</translation>
    </message>
    <message>
        <source>step {step}: {chance}</source>
        <translation>ceum {step}: {chance}</translation>
    </message>
    <message>
        <source>Your side&apos;s chance to win the game at each decision: {steps}.</source>
        <translation>Cothrom an taobh agad an geama a bhuannachadh aig gach co-dhùnadh: {steps}.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>You</source>
        <translation>Thu fhèin</translation>
    </message>
    <message>
        <source>You stand.</source>
        <translation>Sheas thu.</translation>
    </message>
    <message>
        <source>{name} stands.</source>
        <translation>Sheas {name}.</translation>
    </message>
    <message>
        <source>You beg.</source>
        <translation>Ghuidh thu.</translation>
    </message>
    <message>
        <source>{name} begs.</source>
        <translation>Ghuidh {name}.</translation>
    </message>
    <message>
        <source>You answer &quot;take one&quot;.</source>
        <translation>Thuirt thu &quot;gabh fear&quot;.</translation>
    </message>
    <message>
        <source>{name} answers &quot;take one&quot;.</source>
        <translation>Thuirt {name} &quot;gabh fear&quot;.</translation>
    </message>
    <message>
        <source>You run the pack.</source>
        <translation>Ruith thu an deic.</translation>
    </message>
    <message>
        <source>{name} runs the pack.</source>
        <translation>Ruith {name} an deic.</translation>
    </message>
    <message>
        <source>You play {card}.</source>
        <translation>Chluich thu {card}.</translation>
    </message>
    <message>
        <source>{name} plays {card}.</source>
        <translation>Chluich {name} {card}.</translation>
    </message>
    <message>
        <source>You expose {card}.</source>
        <translation>Nochd thu {card}.</translation>
    </message>
    <message>
        <source>{name} exposes {card}.</source>
        <translation>Nochd {name} {card}.</translation>
    </message>
    <message>
        <source>You call {owner}&apos;s {card}.</source>
        <translation>Dh&apos;iarr thu air {owner} {card} a chluich.</translation>
    </message>
    <message>
        <source>{name} calls your {card}.</source>
        <translation>Dh&apos;iarr {name} ort {card} a chluich.</translation>
    </message>
    <message>
        <source>{name} calls {owner}&apos;s {card}.</source>
        <translation>Dh&apos;iarr {name} air {owner} {card} a chluich.</translation>
    </message>
    <message>
        <source>You call your {card}.</source>
        <translation>Dh&apos;iarr thu ort fhèin {card} a chluich.</translation>
    </message>
    <message>
        <source>You dealt in ones; the kick is {card}.</source>
        <translation>Roinn thu aon aig an aon àm; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>{name} dealt in ones; the kick is {card}.</source>
        <translation>Roinn {name} aon aig an aon àm; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>You dealt in threes; the kick is {card}.</source>
        <translation>Roinn thu trì aig an aon àm; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>{name} dealt in threes; the kick is {card}.</source>
        <translation>Roinn {name} trì aig an aon àm; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>You dealt in {method}; the kick is {card}.</source>
        <translation>Roinn thu {method}; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>{name} dealt in {method}; the kick is {card}.</source>
        <translation>Roinn {name} {method}; &apos;s e {card} am breab.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Bhuannaich thu an cleas.</translation>
    </message>
    <message>
        <source>{name} wins the trick.</source>
        <translation>Bhuannaich {name} an cleas.</translation>
    </message>
    <message>
        <source>You hang {holder}&apos;s jack!</source>
        <translation>Chroch thu an seac aig {holder}!</translation>
    </message>
    <message>
        <source>{taker} hangs your jack!</source>
        <translation>Chroch {taker} an seac agad!</translation>
    </message>
    <message>
        <source>{taker} hangs {holder}&apos;s jack!</source>
        <translation>Chroch {taker} an seac aig {holder}!</translation>
    </message>
    <message>
        <source>You hang your own jack!</source>
        <translation>Chroch thu an seac agad fhèin!</translation>
    </message>
    <message>
        <source>{card} — held by you</source>
        <translation>{card} — agadsa</translation>
    </message>
    <message>
        <source>{card} — held by {name}</source>
        <translation>{card} — aig {name}</translation>
    </message>
    <message>
        <source>your jack, won by you</source>
        <translation>an seac agad, air a bhuannachadh leat fhèin</translation>
    </message>
    <message>
        <source>your jack, won by {taker}</source>
        <translation>an seac agad, air a bhuannachadh le {taker}</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by you</source>
        <translation>an seac aig {holder}, air a bhuannachadh leat</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, won by {taker}</source>
        <translation>an seac aig {holder}, air a bhuannachadh le {taker}</translation>
    </message>
    <message>
        <source>your jack, hanged by you!</source>
        <translation>an seac agad, air a chrochadh leat fhèin!</translation>
    </message>
    <message>
        <source>your jack, hanged by {taker}!</source>
        <translation>an seac agad, air a chrochadh le {taker}!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by you!</source>
        <translation>an seac aig {holder}, air a chrochadh leat!</translation>
    </message>
    <message>
        <source>{holder}&apos;s jack, hanged by {taker}!</source>
        <translation>an seac aig {holder}, air a chrochadh le {taker}!</translation>
    </message>
</context>
<context>
    <name>_Plurals</name>
    <message>
        <source>{won} of 1 game</source>
        <translation>{won} à 1 gheama</translation>
    </message>
    <message numerus="yes">
        <source>{won} of %n games</source>
        <translation>
            <numerusform>{won} à %n gheama</numerusform>
            <numerusform>{won} à %n gheama</numerusform>
            <numerusform>{won} à %n geamannan</numerusform>
            <numerusform>{won} à %n geama</numerusform>
        </translation>
    </message>
</context>
</TS>
