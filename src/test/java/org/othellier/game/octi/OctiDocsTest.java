package org.othellier.game.octi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The examples in docs/OCTI.md read as the program reads them, so the document stays true. */
class OctiDocsTest {

    private static String example(String section) throws IOException {
        String doc = Files.readString(Path.of("docs", "OCTI.md"));
        int at = doc.indexOf("```\n", doc.indexOf(section)) + 4;
        return doc.substring(at, doc.indexOf("```", at));
    }

    @Test
    void thePictureExampleReadsAndPrintsAsWritten() throws IOException {
        String picture = example("## Position pictures");
        assertEquals(picture, OctiPicture.parse(OctiVariant.FAST, picture).toPicture());
    }

    @Test
    void theRecordExampleReadsAndWritesAsWritten() throws IOException {
        String record = example("## Game records");
        assertEquals(record, OctiRecord.write(OctiRecord.read(record)));
    }
}
